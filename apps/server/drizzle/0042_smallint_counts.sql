-- Issue 46, decision 0071: a student's answers and hits per day and per concept as smallints, each stopped at 32,767
-- by the fold (a count past it is stopped there here too). One rewrite of each table.
CREATE FUNCTION "capped_smallints"(counts integer[]) RETURNS smallint[]
	LANGUAGE sql IMMUTABLE
	AS $$ SELECT coalesce(array_agg(least(x, 32767)::smallint ORDER BY n), '{}') FROM unnest(counts) WITH ORDINALITY u(x, n) $$;--> statement-breakpoint
ALTER TABLE "concept_stats"
  ALTER COLUMN "answers" SET DATA TYPE smallint[] USING "capped_smallints"("answers"),
  ALTER COLUMN "hits" SET DATA TYPE smallint[] USING "capped_smallints"("hits");--> statement-breakpoint
DROP FUNCTION "capped_smallints"(integer[]);--> statement-breakpoint
ALTER TABLE "student_day_stats"
  ALTER COLUMN "answers" SET DATA TYPE smallint USING least("answers", 32767),
  ALTER COLUMN "hits" SET DATA TYPE smallint USING least("hits", 32767);--> statement-breakpoint
-- concept_merge of migration 0038 on the smallint arrays: a concept's sum is made as an integer and stopped at 32,767,
-- so that no count can fail the fold's batch.
DROP FUNCTION "concept_merge"(integer[], integer[], integer[], integer[], integer[], integer[]);--> statement-breakpoint
CREATE FUNCTION "concept_merge"(
	tags integer[], answers smallint[], hits smallint[], add_tags integer[], add_answers smallint[], add_hits smallint[],
	OUT merged_tags integer[], OUT merged_answers smallint[], OUT merged_hits smallint[])
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
	AS $$
DECLARE
	lo integer;
	hi integer;
	mid integer;
	tag integer;
BEGIN
	merged_tags := coalesce(tags, '{}');
	merged_answers := coalesce(answers, '{}');
	merged_hits := coalesce(hits, '{}');
	FOR k IN 1 .. coalesce(array_length(add_tags, 1), 0) LOOP
		tag := add_tags[k];
		lo := 1;
		hi := coalesce(array_length(merged_tags, 1), 0);
		mid := 0;
		WHILE lo <= hi LOOP
			mid := (lo + hi) / 2;
			IF merged_tags[mid] < tag THEN
				lo := mid + 1;
			ELSIF merged_tags[mid] > tag THEN
				hi := mid - 1;
			ELSE
				EXIT;
			END IF;
		END LOOP;
		IF lo <= hi THEN
			merged_answers[mid] := least(merged_answers[mid]::integer + add_answers[k], 32767);
			merged_hits[mid] := least(merged_hits[mid]::integer + add_hits[k], 32767);
		ELSE
			merged_tags := merged_tags[1:lo - 1] || tag || merged_tags[lo:];
			merged_answers := merged_answers[1:lo - 1] || add_answers[k] || merged_answers[lo:];
			merged_hits := merged_hits[1:lo - 1] || add_hits[k] || merged_hits[lo:];
		END IF;
	END LOOP;
END
	$$;
