#!/usr/bin/env bash
# Regenerates the migrations from the whole schema. The first migration loads the extensions
# (into `public`, so that a per-test schema on PostgreSQL never owns them).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/db/migrations
npx drizzle-kit generate --custom --name extensions >/dev/null
file=$(ls src/db/migrations/0000_*.sql)
cat > "$file" <<'SQL'
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance SCHEMA public;
SQL
npx drizzle-kit generate --name schema
# Unqualified references, so the same migration also builds a per-test schema on PostgreSQL.
sed -i 's/REFERENCES "public"\./REFERENCES /g' src/db/migrations/0001_schema.sql
