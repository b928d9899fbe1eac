-- The fixed unlimited subscription of SPEC section 3: id 1, every course. Its id is also reserved among the
-- courses (a hidden row, every section off), so "modulo 1" in the plan and payment calls can only mean it.
INSERT INTO "courses" ("id", "name", "description", "has_news", "has_questions", "has_material", "visible", "on_sale")
VALUES (1, 'Assinatura ilimitada', 'Acesso PRO a todos os cursos.', false, false, false, false, false)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('courses', 'id'), GREATEST((SELECT MAX("id") FROM "courses"), 1));
--> statement-breakpoint
INSERT INTO "plans" ("id", "name", "course_id") VALUES (1, 'Assinatura ilimitada', NULL) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('plans', 'id'), GREATEST((SELECT MAX("id") FROM "plans"), 1));
