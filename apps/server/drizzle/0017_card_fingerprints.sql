-- A card is known by its fingerprint, the same for every payment method made from one
-- number (Stripe's `card.fingerprint`; the sandbox makes its own the same way), so a member never
-- holds one card twice. Cards saved before have none and stay as they are. The sandbox answers
-- every card of Stripe's testing page (docs/decisions.md, "A week at the box").
ALTER TABLE "cards" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_per_fingerprint" ON "cards" USING btree ("user_id","fingerprint") WHERE "cards"."fingerprint" is not null;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" DROP CONSTRAINT "sandbox_payment_methods_behaviour";--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_behaviour" CHECK ("sandbox_payment_methods"."behaviour" in ('succeeds', 'requires_action', 'always_authenticate', 'card_declined', 'insufficient_funds', 'lost_card', 'stolen_card', 'expired_card', 'incorrect_cvc', 'processing_error'));
