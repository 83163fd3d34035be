#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, e.g.
#   bash scripts/with-temp-postgres.sh npx vitest run tests/db
# Uses Debian's server binaries (the newest in /usr/lib/postgresql/*/bin), listens only on
# 127.0.0.1 on a free port with trust auth, exports DATABASE_URL, and removes the cluster when the
# command ends. Exits with the command's status. As on Supabase, the cluster's superuser is
# supabase_admin, so the backend can make postgres the schema owner that is not a superuser
# (server/db/bootstrap/roles.sql); DATABASE_URL logs in as supabase_admin.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

pg_bin=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if [ ! -x "$pg_bin/initdb" ] || [ ! -x "$pg_bin/pg_ctl" ]; then
  echo "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin." >&2
  echo "Install them with: apt-get install postgresql" >&2
  exit 127
fi

# Postgres refuses to run as root: the cluster then belongs to the postgres system user, and lives
# in /tmp because root's own TMPDIR may not be reachable for that user.
if [ "$(id -u)" -eq 0 ]; then
  work_dir=$(mktemp -d /tmp/temp-postgres.XXXXXX)
  chown postgres: "$work_dir"
else
  work_dir=$(mktemp -d "${TMPDIR:-/tmp}/temp-postgres.XXXXXX")
fi
data_dir="$work_dir/data"
log_file="$work_dir/server.log"

as_cluster_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

cleanup() {
  if [ -f "$data_dir/postmaster.pid" ]; then
    as_cluster_owner "$pg_bin/pg_ctl" -D "$data_dir" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! as_cluster_owner "$pg_bin/initdb" -D "$data_dir" -U supabase_admin --auth=trust \
  --encoding=UTF8 --no-sync >"$work_dir/initdb.log" 2>&1; then
  echo "initdb failed:" >&2
  cat "$work_dir/initdb.log" >&2
  exit 1
fi

# pg_cron, where Debian's postgresql-NN-cron is installed (.ci/run installs it): preloaded, in the
# one database it may live in, which tests/support/hosted-extensions.ts makes for the build-hook
# suite, so that suite runs against the real pg_cron as a hosted project has it.
extra_settings=""
if [ -f "$pg_bin/../lib/pg_cron.so" ]; then
  extra_settings="-c shared_preload_libraries=pg_cron -c cron.database_name=cron_tests"
fi

# A port that looks free may be taken before the server binds it: try a few.
port=""
for _ in 1 2 3 4 5 6 7 8 9 10; do
  candidate=$((20000 + RANDOM % 40000))
  if (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
    continue
  fi
  # No Unix socket: the cluster is reachable only over TCP on loopback. It is disposable, so
  # durability is traded for speed.
  if as_cluster_owner "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -c port=$candidate -c unix_socket_directories= \
        -c fsync=off -c synchronous_commit=off -c full_page_writes=off $extra_settings" >/dev/null; then
    port=$candidate
    break
  fi
done
if [ -z "$port" ]; then
  echo "Could not start PostgreSQL from $pg_bin; server log:" >&2
  cat "$log_file" >&2 || true
  exit 1
fi

export DATABASE_URL="postgres://supabase_admin@127.0.0.1:$port/postgres"

set +e
"$@"
status=$?
set -e
exit "$status"
