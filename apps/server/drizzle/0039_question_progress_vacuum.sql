-- Issue 46: autovacuum on question_progress after about 0.25% of its rows changed or were added (100,000 at 40
-- million), not PostgreSQL's 20% (8 million). The next batch's unseen check and the review's due counts read it by
-- index only, which skips the row's page only while the visibility map says the page is all visible; every folded
-- answer updates a row and clears its page's bit. At the default, 360,000 updates after the last vacuum left the heavy
-- student's due counts reading 18,000 of 21,000 rows from the table (16.4 ms); a vacuum (6 s) made it 5.4 ms.
ALTER TABLE "question_progress" SET (autovacuum_vacuum_scale_factor = 0.0025, autovacuum_vacuum_insert_scale_factor = 0.0025);
