#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster for the API suite's second run and sets a known password.
set -euo pipefail
PORT="${CI_PG_PORT:-5432}"
VERSION="$(ls /etc/postgresql | sort -V | tail -1)"
if ! pg_lsclusters -h | awk '{print $1" "$2" "$4}' | grep -q "^$VERSION main online"; then
  pg_ctlcluster "$VERSION" main start
fi
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$PORT" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -p $PORT -qc \"ALTER USER postgres PASSWORD 'postgres'\""
echo "PostgreSQL $VERSION ready on 127.0.0.1:$PORT"
