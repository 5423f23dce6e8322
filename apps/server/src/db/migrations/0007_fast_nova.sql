ALTER TABLE "cart_items" ADD COLUMN "rx_answer" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "rx_answer_med_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "visit_state" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "visit_dob" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "visit_gender" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Orders placed before order numbers get one: FW- and 8 Crockford base32 characters, each from
-- the first byte of a random UUID (all random bits), drawn again while any number repeats.
DO $$
BEGIN
	LOOP
		UPDATE "orders" SET "order_number" = 'FW-' || (
			SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(uuid_send(gen_random_uuid()), 0) % 32 + 1, 1), '')
			FROM generate_series(1, 8)
			WHERE "orders"."id" IS NOT NULL
		)
		WHERE "order_number" IS NULL OR "order_number" IN (
			SELECT "order_number" FROM "orders" GROUP BY "order_number" HAVING count(*) > 1
		);
		EXIT WHEN NOT EXISTS (
			SELECT 1 FROM "orders" WHERE "order_number" IS NULL
			UNION ALL
			SELECT 1 FROM "orders" GROUP BY "order_number" HAVING count(*) > 1
		);
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");