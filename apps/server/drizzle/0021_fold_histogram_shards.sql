-- Decision 0036: the hits histogram in 8 shards instead of 64. A row of shard s (user % 64) belongs to shard s % 8
-- (user % 8); rows of the shards that go are added to it.
WITH folded AS (
  DELETE FROM "mock_score_counts" WHERE "shard" >= 8 RETURNING "mock_id", "shard" % 8 AS "shard", "hits", "participants"
)
INSERT INTO "mock_score_counts" ("mock_id", "shard", "hits", "participants")
SELECT "mock_id", "shard", "hits", sum("participants") FROM folded GROUP BY 1, 2, 3
ON CONFLICT ("mock_id", "hits", "shard")
DO UPDATE SET "participants" = "mock_score_counts"."participants" + excluded."participants";
