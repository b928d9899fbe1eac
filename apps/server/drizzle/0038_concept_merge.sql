-- Issue 46: the fold adds an answer's concepts to the student's packed row of a concept block (concept_stats,
-- decision 0049). Unnesting both sides, summing per concept and packing the arrays again cost 0.15 ms a row at 40
-- million answers (the fold's largest step); this walks the few added concepts instead, each found by a binary
-- search in the sorted ids and its counts added in place, a new one inserted at its sorted place.
CREATE FUNCTION "concept_merge"(
	tags integer[], answers integer[], hits integer[], add_tags integer[], add_answers integer[], add_hits integer[],
	OUT merged_tags integer[], OUT merged_answers integer[], OUT merged_hits integer[])
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
			merged_answers[mid] := merged_answers[mid] + add_answers[k];
			merged_hits[mid] := merged_hits[mid] + add_hits[k];
		ELSE
			merged_tags := merged_tags[1:lo - 1] || tag || merged_tags[lo:];
			merged_answers := merged_answers[1:lo - 1] || add_answers[k] || merged_answers[lo:];
			merged_hits := merged_hits[1:lo - 1] || add_hits[k] || merged_hits[lo:];
		END IF;
	END LOOP;
END
	$$;
