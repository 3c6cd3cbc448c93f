#!/usr/bin/env bash
# nvidia-tools.sh: NVIDIA's ptxas, cuobjdump and nvdisasm for the tests,
# without a CUDA SDK. Prints the folder holding them.
#
# Debian's non-free component carries nvidia-cuda-toolkit (11.8 on
# bookworm), whose ptxas runs on its own. The machine's apt sources may list
# only the main component: this derives a non-free entry from the existing
# Debian one (same mirror, same key), downloads that one package with a
# private apt state (the system's sources and lists are left alone) and
# extracts the three tools into the cache folder, outside the tree:
#   $MGPU_NVIDIA_TOOLS, else ${XDG_CACHE_HOME:-$HOME/.cache}/mgpucc/nvidia-tools
# (internal/toolchain looks there for ptxas). Needs apt-get and dpkg, not
# root. Exit status 1, saying why, when the tools cannot be had.
set -euo pipefail
dest=${MGPU_NVIDIA_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/mgpucc/nvidia-tools}
tools=(ptxas cuobjdump nvdisasm)

have() { for t in "${tools[@]}"; do [ -x "$dest/$t" ] || return 1; done; }
if have; then
  echo "$dest"
  exit 0
fi
fail() { echo "nvidia-tools: $*" >&2; exit 1; }
command -v apt-get >/dev/null && command -v dpkg >/dev/null || fail "needs apt-get and dpkg (Debian); or set MGPU_PTXAS to a ptxas"

codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$codename" ] || fail "no VERSION_CODENAME in /etc/os-release"

# The Debian entry serving $codename itself (not -security, -updates): its
# URI and key, from deb822 .sources files or one-line .list files.
entry=$(
  { cat /etc/apt/sources.list.d/*.sources 2>/dev/null; echo; } | awk -v want="$codename" '
    function flush() {
      if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " want " ") && uri != "") { print uri " " key; found = 1; exit }
      types = suites = uri = key = ""
    }
    /^[ \t]*$/ { flush(); next }
    /^Types:/ { sub(/^Types:[ \t]*/, ""); types = $0 }
    /^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0 }
    /^URIs:/ { uri = $2 }
    /^Signed-By:/ { key = $2 }
    END { if (!found) flush() }'
)
if [ -z "$entry" ]; then
  entry=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk -v want="$codename" '
    $1 == "deb" {
      key = ""; i = 2
      if ($2 ~ /^\[/) { for (; i <= NF && $i !~ /\]$/; i++) if ($i ~ /signed-by=/) key = $i; if ($i ~ /signed-by=/) key = $i; i++ }
      sub(/.*signed-by=/, "", key); sub(/\]$/, "", key)
      if ($(i + 1) == want) { print $i " " key; exit }
    }')
fi
[ -n "$entry" ] || fail "no apt source for Debian $codename to derive a non-free entry from"
read -r uri key <<<"$entry"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
opts=""
[ -n "$key" ] && opts="[signed-by=$key] "
echo "deb $opts$uri $codename non-free" >"$work/sources.list"
apt=(-o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-"
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache" -o "APT::Sandbox::User=root" -qq)
apt-get "${apt[@]}" update || fail "apt-get update of $codename non-free failed"
(cd "$work" && apt-get "${apt[@]}" download nvidia-cuda-toolkit) || fail "nvidia-cuda-toolkit is not in $codename non-free"
dpkg -x "$work"/nvidia-cuda-toolkit_*.deb "$work/x"
mkdir -p "$dest"
for t in "${tools[@]}"; do
  [ -x "$work/x/usr/bin/$t" ] || fail "the package has no usr/bin/$t"
  install -m 755 "$work/x/usr/bin/$t" "$dest/$t.tmp" && mv "$dest/$t.tmp" "$dest/$t"
done
"$dest/ptxas" --version >/dev/null || fail "$dest/ptxas does not run here"
echo "$dest"
