-- The unlimited subscription's prices (SPEC section 9), in centavos.
INSERT INTO "plan_prices" ("plan_id", "months", "price_cents") VALUES
  (1, 1, 3500), (1, 2, 6500), (1, 3, 9500), (1, 6, 18000), (1, 12, 30000)
ON CONFLICT ("plan_id", "months") DO NOTHING;
