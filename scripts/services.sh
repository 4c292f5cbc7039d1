#!/usr/bin/env bash
# Makes sure MySQL/MariaDB (DATABASE_URL) and Redis (REDIS_URL) answer. Sourced by start.sh and
# test.sh (call ensure_services), or run on its own:  bash scripts/services.sh
#
# In this order, for each of the two:
#   a. already reachable                           -> use it
#   b. default local address, installed, stopped   -> start it (Redis: any local port)
#   c. default local address, not installed, root  -> apt-get install it, then start it (Redis: any local port)
#   d. otherwise                                   -> say exactly what to run, and fail
# A Debian MariaDB that lets root in only through the unix socket (error 1698 over TCP) is switched to
# also accept root with an empty password over TCP, as the development DATABASE_URL expects.
# Decision record: docs/decisions/004-finding-or-starting-services.md

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  # shellcheck source=scripts/node-env.sh
  source "$(dirname "$0")/node-env.sh"
  # shellcheck source=scripts/lib.sh
  source "$ROOT/scripts/lib.sh"
  # shellcheck source=scripts/defaults.sh
  source "$ROOT/scripts/defaults.sh"
fi

SERVICES_WAIT_SECONDS="${SERVICES_WAIT_SECONDS:-60}"

services_help() {
  local what="$1" where="$2"
  cat >&2 <<EOF
✗ $what is not reachable at $where, and this script does not start it there.
  Start the services yourself, then run this again. For example:
    on a machine with Docker:   docker run -d -p 127.0.0.1:3306:3306 -e MARIADB_ALLOW_EMPTY_ROOT_PASSWORD=1 mariadb:11.4
                                docker run -d -p 127.0.0.1:6379:6379 redis:7.4.5-alpine
                                (docker-compose.yml is the production deployment: docs/deploy.md)
    on Debian/Ubuntu as root:   apt-get update && apt-get install -y mariadb-server redis-server
                                and unset DATABASE_URL / REDIS_URL to use 127.0.0.1 (this script starts them)
  Or point DATABASE_URL / REDIS_URL at servers that run.
EOF
}

# --- MariaDB / MySQL ----------------------------------------------------------------------------

mariadb_installed() { [ -x /usr/sbin/mariadbd ]; }

start_mariadb() {
  log "starting MariaDB (/usr/sbin/mariadbd)"
  if [ ! -d /var/lib/mysql/mysql ]; then
    log "initialising the MariaDB data directory"
    mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  fi
  install -d -o mysql -g mysql /run/mysqld
  start-stop-daemon --start --oknodo --background --chuid mysql --exec /usr/sbin/mariadbd
}

# A fresh Debian MariaDB authenticates root@localhost only through the unix socket (error 1698 over TCP),
# and with skip-name-resolve a TCP client from 127.0.0.1 is not 'localhost' at all (error 1130). mysql2
# connects over TCP: let root in from localhost and 127.0.0.1 with the empty password the development
# DATABASE_URL uses. Only for a local server, a root URL without password, and when we are root.
MARIADB_ROOT_TCP_SQL="ALTER USER root@localhost IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket;
CREATE USER IF NOT EXISTS root@'127.0.0.1' IDENTIFIED VIA mysql_native_password USING PASSWORD('');
GRANT ALL PRIVILEGES ON *.* TO root@'127.0.0.1' WITH GRANT OPTION;"

fix_mariadb_root_login() {
  local host="$1" port="$2" user password output
  user="$(url_part user "$DATABASE_URL")"
  password="$(url_part password "$DATABASE_URL")"
  [ "${user:-root}" = "root" ] && [ -z "$password" ] || return 0
  command -v mariadb >/dev/null 2>&1 || return 0
  if output="$(mariadb --protocol=TCP -h "$host" -P "$port" -u root -e 'SELECT 1' 2>&1 </dev/null)"; then
    return 0
  fi
  case "$output" in
    *1698* | *1130*) ;;
    *)
      warn "MariaDB answers but 'root' cannot log in over TCP: $output"
      return 0
      ;;
  esac
  is_root || die "MariaDB refuses root over TCP ($output). As root run:
  mariadb -e \"$MARIADB_ROOT_TCP_SQL\""
  log "MariaDB: allowing root with an empty password over TCP (it allowed the unix socket only)"
  mariadb -u root -e "$MARIADB_ROOT_TCP_SQL" </dev/null
  mariadb --protocol=TCP -h "$host" -P "$port" -u root -e 'SELECT 1' >/dev/null </dev/null ||
    die "MariaDB still refuses root over TCP at $host:$port"
}

ensure_mysql() {
  local host port
  host="$(url_part host "$DATABASE_URL")"
  port="$(url_part port "$DATABASE_URL")"
  if reachable "$host:$port"; then
    log "MySQL/MariaDB is reachable at $host:$port"
  elif ! is_local_host "$host" || [ "$port" != 3306 ]; then
    services_help "MySQL" "$host:$port (DATABASE_URL)"
    return 1
  else
    if ! mariadb_installed; then
      if ! is_root; then
        services_help "MySQL" "$host:$port (MariaDB is not installed and this is not root)"
        return 1
      fi
      apt_install mariadb-server
    fi
    # The package's own start script may already have started it.
    if ! reachable "$host:$port" 2; then
      is_root || {
        services_help "MySQL" "$host:$port (MariaDB is installed but stopped; starting it needs root)"
        return 1
      }
      start_mariadb
    fi
    node "$ROOT/scripts/wait-for.mjs" --timeout "$SERVICES_WAIT_SECONDS" --name MariaDB "$host:$port" ||
      die "MariaDB did not start; see /var/log/mysql/error.log or run /usr/sbin/mariadbd by hand as user mysql"
    log "MariaDB is up at $host:$port"
  fi
  if is_local_host "$host"; then
    fix_mariadb_root_login "$host" "$port"
  fi
}

# --- Redis --------------------------------------------------------------------------------------

ensure_redis() {
  local host port
  host="$(url_part host "$REDIS_URL")"
  port="$(url_part port "$REDIS_URL")"
  if reachable "$host:$port"; then
    log "Redis is reachable at $host:$port"
    return 0
  fi
  # Any local port: a Redis of one's own beside the machine's (e.g. REDIS_URL=redis://127.0.0.1:5830 keeps a
  # test run's queues away from other runs that share the machine's Redis databases).
  if ! is_local_host "$host"; then
    services_help "Redis" "$host:$port (REDIS_URL)"
    return 1
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    if ! is_root; then
      services_help "Redis" "$host:$port (redis-server is not installed and this is not root)"
      return 1
    fi
    apt_install redis-server
  fi
  if ! reachable "$host:$port" 2; then
    log "starting Redis (redis-server, nothing kept on disk)"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no >/dev/null
  fi
  node "$ROOT/scripts/wait-for.mjs" --timeout "$SERVICES_WAIT_SECONDS" --name Redis "$host:$port" ||
    die "Redis did not start; run: redis-server --bind 127.0.0.1 --save '' --appendonly no"
  log "Redis is up at $host:$port"
}

ensure_services() {
  ensure_mysql
  ensure_redis
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  ensure_services
fi
