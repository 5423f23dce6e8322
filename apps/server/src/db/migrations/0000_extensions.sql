CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance SCHEMA public;
