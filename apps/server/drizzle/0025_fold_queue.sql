-- Decision 0047 (issue 27): the answers recorded and not yet folded into the aggregates.
CREATE TABLE "aggregate_fold_queue" (
	"answer_id" bigint PRIMARY KEY NOT NULL
);
