-- Issue 45 (decision 0063): one live account per nickname as people read it, and the share box's tries at a CPF that
-- names no student counted among the day's new people.
--
-- nickname_key: the nickname as people read it. Accents (decomposed, NFD, then the combining marks dropped), what
-- shows nothing (zero-width characters, bidirectional marks, the Hangul fillers, variation selectors, tags) and case
-- aside, every run of white space (the braille blank too) one space, trimmed. The unique index below and the
-- sign-up's check both call it, so they never disagree.
CREATE TABLE "summary_share_misses" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"misses" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summary_share_misses" ADD CONSTRAINT "summary_share_misses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "nickname_key"(nickname text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
		select lower(btrim(regexp_replace(
			regexp_replace(
				normalize(nickname, NFD),
				'[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e0fff]',
				'', 'g'),
			'[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u2800]+',
			' ', 'g')))
	$$;
--> statement-breakpoint
-- Nicknames already taken twice: the oldest account keeps its own, each later one gets " #<its id>" (cut to fit the
-- 60 characters); a live nickname that reads as nothing becomes "Aluno #<id>". Should even that be taken, "-2",
-- "-3"… follow, so no data can stop the migration.
DO $$
DECLARE
	dup record;
	suffix text;
	candidate text;
	n integer;
BEGIN
	CREATE TEMP TABLE nickname_keys_taken AS
		SELECT DISTINCT nickname_key(nickname) AS key FROM users WHERE deleted_at IS NULL;
	CREATE UNIQUE INDEX ON nickname_keys_taken (key);
	FOR dup IN
		SELECT id, CASE WHEN key = '' THEN 'Aluno' ELSE nickname END AS base
		FROM (
			SELECT id, nickname, nickname_key(nickname) AS key,
				row_number() OVER (PARTITION BY nickname_key(nickname) ORDER BY id) AS place
			FROM users WHERE deleted_at IS NULL
		) ranked
		WHERE place > 1 OR key = ''
		ORDER BY id
	LOOP
		n := 1;
		LOOP
			suffix := ' #' || dup.id || CASE WHEN n = 1 THEN '' ELSE '-' || n END;
			candidate := left(dup.base, 60 - length(suffix)) || suffix;
			EXIT WHEN NOT EXISTS (SELECT 1 FROM nickname_keys_taken WHERE key = nickname_key(candidate));
			n := n + 1;
		END LOOP;
		INSERT INTO nickname_keys_taken VALUES (nickname_key(candidate));
		UPDATE users SET nickname = candidate, updated_at = now() WHERE id = dup.id;
	END LOOP;
	DROP TABLE nickname_keys_taken;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree (nickname_key("nickname")) WHERE "users"."deleted_at" is null;
