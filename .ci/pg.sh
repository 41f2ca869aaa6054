#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a free port and prints the export line for TEST_DATABASE_URL.
# Usage: eval "$(bash .ci/pg.sh start DIR)"; bash .ci/pg.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data dir}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
case "$cmd" in
  start)
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    run_pg "$bin/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 >/dev/null"
    run_pg "$bin/pg_ctl -D '$dir/data' -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' -l '$dir/log' -w start >/dev/null"
    run_pg "$bin/createdb -h 127.0.0.1 -p $port -U postgres admin_test"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/admin_test"
    ;;
  stop)
    run_pg "$bin/pg_ctl -D '$dir/data' -m fast stop >/dev/null" || true
    rm -rf "$dir"
    ;;
esac
