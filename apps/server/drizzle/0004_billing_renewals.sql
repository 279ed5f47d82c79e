ALTER TABLE "payment_methods" ADD COLUMN "declines_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seq" bigserial NOT NULL;