#!/usr/bin/env bash
# A MariaDB primary and its replica, both our own processes on our own ports with their data under var/:
# for the read-replica test (api/test/database-replication.int-spec.ts) and the benchmark. The machine's
# MariaDB is never touched (turning binary logging on there would need a restart).
#
#   bash scripts/mariadb-pair.sh up      start both (reused when they already run), set up replication,
#                                        print MARIADB_PAIR_PRIMARY_URL=... and MARIADB_PAIR_REPLICA_URL=...
#   bash scripts/mariadb-pair.sh down    stop both (the data directories stay for the next start)
#
# Sourced (by test.sh, bench.sh): mariadb_pair_up / mariadb_pair_down, the same. Settings:
#   MARIADB_PAIR_PRIMARY_PORT (5810), MARIADB_PAIR_REPLICA_PORT (5811), MARIADB_PAIR_DIR (var/mariadb-pair)
# Decision record: docs/decisions/091-read-replicas.md

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  # shellcheck source=scripts/node-env.sh
  source "$(dirname "$0")/node-env.sh"
  # shellcheck source=scripts/lib.sh
  source "$ROOT/scripts/lib.sh"
fi

: "${MARIADB_PAIR_PRIMARY_PORT:=5810}"
: "${MARIADB_PAIR_REPLICA_PORT:=5811}"
: "${MARIADB_PAIR_DIR:=$ROOT/var/mariadb-pair}"
# DEVELOPMENT ONLY: the replication account of this local pair (127.0.0.1 only).
MARIADB_PAIR_REPL_PASSWORD="dev-only-replication"
MARIADB_PAIR_PRIMARY_URL="mysql://root@127.0.0.1:$MARIADB_PAIR_PRIMARY_PORT"
MARIADB_PAIR_REPLICA_URL="mysql://root@127.0.0.1:$MARIADB_PAIR_REPLICA_PORT"
export MARIADB_PAIR_PRIMARY_URL MARIADB_PAIR_REPLICA_URL

mariadb_pair_sql() { # NAME SQL
  mariadb --no-defaults -S "$MARIADB_PAIR_DIR/$1/mysqld.sock" -u root -N -B -e "$2" </dev/null
}

# mariadb_pair_start NAME PORT SERVER_ID EXTRA_OPTIONS...
mariadb_pair_start() {
  local name="$1" port="$2" id="$3" dir
  shift 3
  dir="$MARIADB_PAIR_DIR/$name"
  if reachable "127.0.0.1:$port" && [ -S "$dir/mysqld.sock" ]; then
    return 0
  fi
  reachable "127.0.0.1:$port" && die "port $port (MariaDB $name) is taken by another program; set MARIADB_PAIR_${name^^}_PORT"
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || apt_install mariadb-server
  local user=()
  mkdir -p "$dir/data"
  if is_root; then
    # As root, the servers run as the mysql account when it can reach the data directory; a checkout under
    # a directory only root may enter (`mktemp -d` makes one) leaves root itself (a local test server).
    chown -R mysql:mysql "$dir"
    if runuser -u mysql -- test -w "$dir/data"; then user=(--user=mysql); else user=(--user=root); fi
  fi
  if [ ! -d "$dir/data/mysql" ]; then
    log "MariaDB $name: new data directory ${dir#"$ROOT"/}/data"
    mariadb-install-db --no-defaults "${user[@]}" --datadir="$dir/data" --auth-root-authentication-method=normal \
      --skip-test-db >"$dir/install.log" 2>&1 || {
      cat "$dir/install.log" >&2
      die "mariadb-install-db failed for $name"
    }
  fi
  log "starting MariaDB $name on 127.0.0.1:$port"
  (setsid /usr/sbin/mariadbd --no-defaults "${user[@]}" --datadir="$dir/data" --port="$port" \
    --bind-address=127.0.0.1 --socket="$dir/mysqld.sock" --pid-file="$dir/mysqld.pid" \
    --log-error="$dir/error.log" --server-id="$id" --innodb-buffer-pool-size=128M \
    --innodb-flush-log-at-trx-commit=2 --sync-binlog=0 --skip-name-resolve \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci "$@" </dev/null >/dev/null 2>&1 &)
  node "$ROOT/scripts/wait-for.mjs" --timeout 60 --name "MariaDB $name" "127.0.0.1:$port" || {
    tail -n 30 "$dir/error.log" >&2
    die "MariaDB $name did not start"
  }
  # skip-name-resolve: a TCP client is root@127.0.0.1, which a fresh data directory does not know yet.
  mariadb_pair_sql "$name" "CREATE USER IF NOT EXISTS root@'127.0.0.1' IDENTIFIED BY '';
    GRANT ALL PRIVILEGES ON *.* TO root@'127.0.0.1' WITH GRANT OPTION;"
}

mariadb_pair_up() {
  mkdir -p "$MARIADB_PAIR_DIR"
  mariadb_pair_start primary "$MARIADB_PAIR_PRIMARY_PORT" 1 --log-bin=primary-bin --binlog-format=ROW
  mariadb_pair_start replica "$MARIADB_PAIR_REPLICA_PORT" 2 --relay-log=replica-relay --read-only=1 \
    --skip-log-bin
  # Set up once per data directory; afterwards only (re)started, e.g. after a test stopped the SQL thread.
  if [ -z "$(mariadb_pair_sql replica 'SHOW SLAVE STATUS')" ]; then
    log "MariaDB replica: replicating from 127.0.0.1:$MARIADB_PAIR_PRIMARY_PORT"
    mariadb_pair_sql primary "SET sql_log_bin = 0;
      CREATE USER IF NOT EXISTS repl@'127.0.0.1' IDENTIFIED BY '$MARIADB_PAIR_REPL_PASSWORD';
      GRANT REPLICATION SLAVE ON *.* TO repl@'127.0.0.1';"
    mariadb_pair_sql replica "CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=$MARIADB_PAIR_PRIMARY_PORT,
      MASTER_USER='repl', MASTER_PASSWORD='$MARIADB_PAIR_REPL_PASSWORD', MASTER_USE_GTID=slave_pos,
      MASTER_CONNECT_RETRY=1;"
  fi
  mariadb_pair_sql replica 'START SLAVE' || true
  log "MariaDB pair: primary $MARIADB_PAIR_PRIMARY_URL, replica $MARIADB_PAIR_REPLICA_URL"
}

mariadb_pair_down() {
  local name pid
  for name in replica primary; do
    [ -f "$MARIADB_PAIR_DIR/$name/mysqld.pid" ] || continue
    pid="$(cat "$MARIADB_PAIR_DIR/$name/mysqld.pid")"
    log "stopping MariaDB $name (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.2
    done
  done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-}" in
    up)
      mariadb_pair_up
      echo "MARIADB_PAIR_PRIMARY_URL=$MARIADB_PAIR_PRIMARY_URL"
      echo "MARIADB_PAIR_REPLICA_URL=$MARIADB_PAIR_REPLICA_URL"
      ;;
    down) mariadb_pair_down ;;
    *) die "usage: bash scripts/mariadb-pair.sh up|down" ;;
  esac
fi
