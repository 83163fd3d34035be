#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster with DATABASE_URL exported, e.g.
#   bash scripts/with-temp-postgres.sh npx vitest run tests/db
# and exits with the command's status: see scripts/with-temp-postgres.ts. .ci/run calls this
# outside npm, where `node` may be the machine's older one: the pinned Node 24 (the `node` dev
# dependency) runs the TypeScript, and heads PATH for the command.
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$root/node_modules/.bin:$PATH"
exec node "$root/scripts/with-temp-postgres.ts" "$@"
