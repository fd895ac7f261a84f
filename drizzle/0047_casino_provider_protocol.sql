-- Casino providers speak one of two wallet protocols (src/server/casino/wallet.ts is the core of
-- both): `wallet-v1`, our own (Ed25519 in X-Wallet-Signature, verified with `public_key`), or
-- `hub88`, Hub88's public wallet API (RSA-SHA256 in X-Hub88-Signature, verified with
-- `hub88_public_key`, an RSA SPKI PEM; src/server/casino/hub88.ts). Each endpoint answers only the
-- providers set to its protocol; a provider needs the key of its own protocol.
ALTER TABLE "casino_providers" ALTER COLUMN "public_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD COLUMN "protocol" text DEFAULT 'wallet-v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD COLUMN "hub88_public_key" text;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD CONSTRAINT "casino_providers_protocol" CHECK ("casino_providers"."protocol" in ('wallet-v1', 'hub88'));--> statement-breakpoint
ALTER TABLE "casino_providers" ADD CONSTRAINT "casino_providers_protocol_key" CHECK (("casino_providers"."protocol" = 'wallet-v1' and "casino_providers"."public_key" is not null) or ("casino_providers"."protocol" = 'hub88' and "casino_providers"."hub88_public_key" is not null));
