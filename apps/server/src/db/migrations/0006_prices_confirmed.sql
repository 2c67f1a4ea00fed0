-- Confirming prices reaches a state named for it: checkouts saved as billing_saved are prices_confirmed.
UPDATE "checkouts" SET "state" = 'prices_confirmed' WHERE "state" = 'billing_saved';
