#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster with DATABASE_URL exported, e.g.
#   bash scripts/with-temp-postgres.sh npx vitest run tests/db
# and exits with the command's status: see scripts/with-temp-postgres.ts.
exec node "$(dirname "$0")/with-temp-postgres.ts" "$@"
