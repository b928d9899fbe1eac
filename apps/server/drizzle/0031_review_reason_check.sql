-- Decision 0052 (issue 28): a dismissed review flag's reason is one of core's REVIEW_REASONS, as the other
-- enumerations of migration 0030.
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_reason_check" CHECK ("review_dismissals"."reason" in ('gabarito_suspeito', 'facilidade_extrema', 'comentarios'));