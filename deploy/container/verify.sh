#!/usr/bin/env bash
# Builds the Dockerfile and runs it, alone and as docker-compose.yml (PostgreSQL, two instances, nginx), with Debian's
# podman, buildah and podman-compose instead of Docker, and checks what the README promises of them (decision 212).
# Where no container registry answers, the base images are stand-ins made here from Debian's packages
# (deploy/container/*-standin.Containerfile): what passes proves the Dockerfile and the compose file, not node:22-slim,
# postgres:17 or nginx:1.27-alpine themselves. With a registry, set NODE_IMAGE, POSTGRES_IMAGE and NGINX_IMAGE to them.
# Run as root on Debian bookworm, from anywhere: `bash deploy/container/verify.sh`. About 10 minutes; ports 3900, 8080.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
here="$repo/deploy/container"
work=$(mktemp -d)
project=redressverify
pass=0
step() { printf '\n== %s ==\n' "$*"; }
ok() { pass=$((pass + 1)); printf 'ok %d - %s\n' "$pass" "$*"; }
fail() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }
cleanup() {
  podman rm -f redress-verify >/dev/null 2>&1 || true
  (cd "$repo" && podman-compose -p "$project" -f .verify-compose.yml down -v >/dev/null 2>&1) || true
  podman network rm -f "${project}_default" >/dev/null 2>&1 || true
  rm -rf "$work" "$repo/.verify-compose.yml"
}
trap cleanup EXIT

step "tools (Debian's podman, buildah, podman-compose, runc, debootstrap)"
need=()
for p in podman buildah podman-compose runc debootstrap; do command -v "$p" >/dev/null || need+=("$p"); done
if [ ${#need[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q podman buildah podman-compose runc debootstrap containernetworking-plugins >/dev/null
fi
# Sandboxes without CAP_SYS_RESOURCE refuse podman's default limits (1,048,576 open files), and crun refuses hybrid
# cgroups: runc, and limits no higher than this shell's.
nofile=$(ulimit -Hn); nproc=$(ulimit -Hu)
[ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ] && nproc=32768
cat > "$work/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
[engine]
runtime = "runc"
EOF
export CONTAINERS_CONF="$work/containers.conf"
# Docker's image format keeps HEALTHCHECK (OCI's has none), for podman-compose's builds as for ours.
export BUILDAH_FORMAT=docker
build() { buildah bud --format docker --layers --runtime runc --ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc" "$@"; }
dpkg-query -W -f '${Package} ${Version}\n' podman buildah podman-compose runc

if [ -z "${NODE_IMAGE:-}" ]; then
  step "stand-in base images from Debian's packages"
  if ! podman image exists localhost/redress-standin/debian:bookworm; then
    debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >/dev/null
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
    tar -C "$work/rootfs" -c . | podman import --change 'CMD ["bash"]' - localhost/redress-standin/debian:bookworm >/dev/null
    rm -rf "$work/rootfs"
  fi
  mkdir "$work/node"
  cp "$(command -v node)" "$work/node/node"
  cp -a "$(npm root -g)/npm" "$work/node/npm"
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$work/node/ca-certificates.crt"
  build -q -f "$here/node-standin.Containerfile" -t localhost/redress-standin/node:standin "$work/node" >/dev/null
  build -q -f "$here/postgres-standin.Containerfile" -t localhost/redress-standin/postgres:standin "$here" >/dev/null
  build -q -f "$here/nginx-standin.Containerfile" -t localhost/redress-standin/nginx:standin "$here" >/dev/null
  export NODE_IMAGE=localhost/redress-standin/node:standin
  export POSTGRES_IMAGE=localhost/redress-standin/postgres:standin
  export NGINX_IMAGE=localhost/redress-standin/nginx:standin
  echo "node $(podman run --rm "$NODE_IMAGE" node --version) on Debian $(podman run --rm "$NODE_IMAGE" cat /etc/debian_version)"
fi

step "the image (Dockerfile, base $NODE_IMAGE)"
start=$SECONDS
build --build-arg "NODE_IMAGE=$NODE_IMAGE" -t localhost/redress:verify "$repo" > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "the image did not build"; }
ok "built in $((SECONDS - start)) s: $(podman image inspect localhost/redress:verify --format '{{.Size}}' | awk '{printf "%d MB", $1/1e6}')"
[ "$(podman image inspect localhost/redress:verify --format '{{.Config.User}}')" = node ] && ok "runs as the user node" || fail "the image's user is not node"
[ -n "$(podman image inspect localhost/redress:verify --format '{{.Config.Healthcheck}}')" ] && ok "declares a health check" || fail "no health check"

step "one instance on the embedded database"
# (podman's complaint that no systemd runs its health-check timer goes to a file: the checks below run it by hand)
podman run -d --name redress-verify -p 127.0.0.1:3900:3000 -e SESSION_SECRET="$(head -c 48 /dev/urandom | base64)" \
  localhost/redress:verify > /dev/null 2> "$work/run.log" || { cat "$work/run.log"; fail "podman run"; }
for _ in $(seq 1 90); do podman healthcheck run redress-verify >/dev/null 2>&1 && break; sleep 2; done
podman healthcheck run redress-verify >/dev/null 2>&1 && ok "its health check passes once started" || { podman logs redress-verify | tail -20; fail "never healthy"; }
[ "$(podman exec redress-verify id -u)" = 1000 ] && ok "the process runs as uid 1000" || fail "not uid 1000"
cmd=$(podman exec redress-verify cat /proc/1/cmdline | tr '\0' ' ')
[[ "$cmd" == "node --enable-source-maps apps/server/dist/server.js " ]] && ok "PID 1 is node on the compiled server: $cmd" || fail "PID 1 is: $cmd"
for dev in vitest typescript vite eslint tsx playwright-core drizzle-kit; do
  podman exec redress-verify test ! -e "node_modules/$dev" || fail "the development package $dev is in the image"
done
ok "no development packages (vitest, typescript, vite, eslint, tsx, playwright-core, drizzle-kit)"
title=$(curl -fsS http://127.0.0.1:3900/ | grep -o '<title>[^<]*' | head -1)
[ -n "$title" ] && ok "serves the home page, rendered: ${title#<title>}" || fail "no home page"
start=$SECONDS
podman stop -t 15 redress-verify >/dev/null
code=$(podman inspect redress-verify --format '{{.State.ExitCode}}')
[ "$code" = 0 ] && ok "SIGTERM: closed gracefully, exit 0 in $((SECONDS - start)) s" || fail "exit code $code after SIGTERM"
podman logs redress-verify 2>&1 | grep -q '"msg":"closed"' && ok "its log says closed" || fail "no 'closed' in the log"
podman rm redress-verify >/dev/null

step "docker-compose.yml: PostgreSQL, two instances, nginx (podman-compose)"
cd "$repo"
# podman-compose 1.0.3 (Debian 12) gives no container a fixed address, nor a network its subnet, and reads no empty
# default (`${X:-}`): the check runs a copy of the file without nginx's address and with `${X}` for `${X:-}`, on the
# file's subnet made beforehand, trusting that subnet as the proxy.
python3 - <<'PY'
import yaml
c = yaml.safe_load(open('docker-compose.yml').read().replace(':-}', '}'))
c['services']['nginx'].pop('networks')
yaml.safe_dump(c, open('.verify-compose.yml', 'w'), sort_keys=False)
PY
subnet=$(python3 -c "import yaml; print(yaml.safe_load(open('docker-compose.yml'))['networks']['default']['ipam']['config'][0]['subnet'])")
podman network create --subnet "$subnet" "${project}_default" >/dev/null
export TRUST_PROXY=$subnet
export SESSION_SECRET; SESSION_SECRET=$(head -c 48 /dev/urandom | base64)
export ADMIN_EMAIL=verify-admin@example.com ADMIN_PASSWORD="Verify-$(head -c 12 /dev/urandom | base64 | tr -d '/+=')"
podman-compose -p "$project" -f .verify-compose.yml build > "$work/compose-build.log" 2>&1 || { tail -30 "$work/compose-build.log"; fail "compose build"; }
podman-compose -p "$project" -f .verify-compose.yml up -d > "$work/compose.log" 2>&1 || { tail -30 "$work/compose.log"; fail "compose up"; }
for _ in $(seq 1 90); do curl -fsS -o /dev/null http://127.0.0.1:8080/api/health/ready 2>/dev/null && break; sleep 2; done
curl -fsS -o /dev/null http://127.0.0.1:8080/api/health/ready || { podman-compose -p "$project" -f .verify-compose.yml logs | tail -40; fail "nginx never answered ready"; }
ok "nginx answers ready on :8080"
for app in app1 app2; do
  c="${project}_${app}_1"
  for _ in $(seq 1 60); do podman healthcheck run "$c" >/dev/null 2>&1 && break; sleep 2; done
  podman healthcheck run "$c" >/dev/null 2>&1 && ok "$app is healthy on PostgreSQL" || { podman logs "$c" | tail -20; fail "$app not healthy"; }
done
token=$(curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" \
  http://127.0.0.1:8080/api/admin/auth/login | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).access_token??""))')
[ -n "$token" ] && ok "the first admin (ADMIN_EMAIL) signs in through nginx" || fail "admin sign-in through nginx"
# Every instance serves the session: each one asked directly, from inside nginx's network.
for app in app1 app2; do
  status=$(podman exec "${project}_${app}_1" node -e "fetch('http://127.0.0.1:3000/api/auth/me',{headers:{authorization:'Bearer $token'}}).then(r=>console.log(r.status))")
  [ "$status" = 200 ] && ok "$app accepts the session signed in through nginx" || fail "$app answered $status to the session"
done
podman stop -t 15 "${project}_app1_1" >/dev/null
code=$(podman inspect "${project}_app1_1" --format '{{.State.ExitCode}}')
[ "$code" = 0 ] && ok "app1 stopped gracefully (exit 0)" || fail "app1 exit code $code"
ok_count=0
for _ in $(seq 1 10); do [ "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8080/api/health/ready)" = 200 ] && ok_count=$((ok_count + 1)); done
[ "$ok_count" = 10 ] && ok "with app1 stopped, nginx answers from app2 (10 of 10)" || fail "only $ok_count of 10 answered with app1 stopped"

printf '\n%d checks passed (podman %s, base %s)\n' "$pass" "$(podman --version | awk '{print $3}')" "$NODE_IMAGE"
