#!/usr/bin/env bash
# Adds a migration for whatever the schema files changed. Migrations are append-only: databases
# already migrated (a user's ./.data, a PostgreSQL server) apply only the new ones.
set -euo pipefail
cd "$(dirname "$0")/.."
npx drizzle-kit generate "$@"
# Unqualified references, so the same migration also builds a per-test schema on PostgreSQL.
sed -i 's/REFERENCES "public"\./REFERENCES /g' src/db/migrations/*.sql
