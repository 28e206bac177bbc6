ALTER TABLE "booking_inquiries" ADD COLUMN "deposit_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "deposit_currency" text;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "deposit_order_id" text;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "deposit_capture_id" text;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "booking_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_deposit_capture_id_unique" UNIQUE("deposit_capture_id");--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_deposit_check" CHECK (("booking_inquiries"."deposit_amount_cents" is null or ("booking_inquiries"."deposit_amount_cents" > 0 and "booking_inquiries"."deposit_currency" = 'USD')) and ("booking_inquiries"."deposit_paid_at" is null) = ("booking_inquiries"."deposit_capture_id" is null) and ("booking_inquiries"."deposit_capture_id" is null or "booking_inquiries"."deposit_amount_cents" is not null));--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_booking_deposit_check" CHECK ("dj_profiles"."booking_deposit_cents" is null or "dj_profiles"."booking_deposit_cents" between 100 and 1000000);