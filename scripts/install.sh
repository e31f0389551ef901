#!/usr/bin/env bash
# Builds brl in release mode and installs it under a prefix, or removes what an installation put
# there (docs/install.md):
#
#   bash scripts/install.sh [--prefix PREFIX]               # default PREFIX: /usr/local
#   bash scripts/install.sh --uninstall [--prefix PREFIX]
#   bash scripts/install.sh --build-only                     # the release build alone (scripts/test.sh)
#
# Installs PREFIX/bin/brl-bridge and brl-translate (the Swift runtime linked statically when the
# toolchain has it, so they need no toolchain), PREFIX/share/brl/Tables and Examples (found
# relative to the programs: ../share/brl), PREFIX/share/doc/brl, the systemd user unit
# PREFIX/lib/systemd/user/brl-desktop.service and the XDG autostart entry
# PREFIX/etc/xdg/autostart/brl-desktop.desktop. Every file and folder it creates is listed in
# PREFIX/share/brl/install-manifest; --uninstall removes exactly those (folders only when empty).
#
# The build goes to .build/install (flags of its own: it does not disturb `swift build -c release`)
# and is incremental: a second install rebuilds only what changed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
prefix=/usr/local
uninstall=false
build_only=false
usage="usage: scripts/install.sh [--prefix PREFIX] [--uninstall | --build-only]"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder ($usage)" >&2; exit 64; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=true; shift ;;
    --build-only) build_only=true; shift ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' ($usage)" >&2; exit 64 ;;
  esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix is empty" >&2; exit 64; }
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
prefix="${prefix%/}"
[ -n "$prefix" ] || prefix=/
# The prefix is written into the systemd unit and the desktop entry, whose quoting rules differ:
# only plain path characters, so it reads the same in both.
if [[ ! "$prefix" =~ ^[A-Za-z0-9/._+-]+$ ]]; then
  echo "install.sh: --prefix '$prefix' has characters a systemd unit or desktop entry would need quoted; use letters, digits and / . _ + -" >&2
  exit 64
fi
manifest="$prefix/share/brl/install-manifest"

# remove_installed LIST: removes what the manifest copy LIST names: files and links first, then
# folders that are empty, deepest first. Nothing outside the prefix, nothing LIST does not name.
remove_installed() {
  local list="$1" kind path
  while IFS=' ' read -r kind path; do
    [ "$kind" = file ] || continue
    case "$path" in "${prefix%/}"/*) ;; *) echo "install.sh: $manifest: '$path' is outside $prefix; left alone" >&2; continue ;; esac
    if [ -f "$path" ] || [ -L "$path" ]; then rm -f -- "$path"; fi
  done < "$list"
  while IFS=' ' read -r kind path; do
    case "$path" in "${prefix%/}"/*) rmdir -- "$path" 2>/dev/null || true ;; esac
  done < <(grep '^dir ' "$list" | sort -r -k2)
}

if $uninstall; then
  [ -f "$manifest" ] || { echo "install.sh: nothing to uninstall: no $manifest" >&2; exit 1; }
  manifest_copy="$(mktemp)"
  trap 'rm -f "$manifest_copy"' EXIT
  cp "$manifest" "$manifest_copy"
  remove_installed "$manifest_copy"
  echo "install.sh: removed brl from $prefix"
  exit 0
fi

export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "install.sh: swift is not on PATH (expected /opt/swift/usr/bin)" >&2; exit 1; }
toolchain_lib="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../lib" && pwd)"

# Build. The Swift runtime and Foundation are linked statically when the toolchain has their
# static libraries; BRL_INSTALLED leaves the source checkout out of the places data is looked for.
build=(swift build -c release --scratch-path "$root/.build/install" -Xswiftc -DBRL_INSTALLED)
static=false
if [ -f "$toolchain_lib/swift_static/linux/libswiftCore.a" ] && [ -f "$toolchain_lib/swift_static/linux/libFoundation.a" ]; then
  build+=(--static-swift-stdlib)
  static=true
else
  echo "install.sh: this toolchain has no static Swift runtime; the installed programs will need $toolchain_lib" >&2
fi
echo "install.sh: ${build[*]}" >&2
(cd "$root" && "${build[@]}" >&2)
bin_dir="$(cd "$root" && "${build[@]}" --show-bin-path)"
$build_only && exit 0

if $static; then
  for program in brl-bridge brl-translate; do
    if ldd "$bin_dir/$program" | grep -F "$toolchain_lib" >&2; then
      echo "install.sh: $program still needs the toolchain's libraries (above)" >&2
      exit 1
    fi
  done
fi

# Install, writing down each file and each folder created.
manifest_copy="$(mktemp)"
new_manifest="$(mktemp)"
trap 'rm -f "$manifest_copy" "$new_manifest"' EXIT
if [ -f "$manifest" ]; then
  # An earlier installation: remove its files first, so that none is left behind.
  cp "$manifest" "$manifest_copy"
  remove_installed "$manifest_copy"
fi

make_dir() {
  local dir="$1" missing=()
  while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir="$(dirname "$dir")"; done
  for dir in "${missing[@]}"; do
    mkdir -- "$dir"
    echo "dir $dir" >> "$new_manifest"
  done
}

# install_file MODE SOURCE DESTINATION
install_file() {
  make_dir "$(dirname "$3")"
  install -m "$1" -- "$2" "$3"
  echo "file $3" >> "$new_manifest"
}

# install_tree SOURCE_FOLDER DESTINATION_FOLDER: the files of a folder (no caches), mode 644.
install_tree() {
  local source="$1" destination="$2" file
  while IFS= read -r -d '' file; do
    install_file 644 "$source/$file" "$destination/$file"
  done < <(cd "$source" && find . -type f ! -path '*/__pycache__/*' ! -name '*.pyc' -printf '%P\0' | sort -z)
}

for program in brl-bridge brl-translate; do
  install_file 755 "$bin_dir/$program" "$prefix/bin/$program"
  if command -v strip >/dev/null; then strip -- "$prefix/bin/$program"; fi
done
install_tree "$root/Tables" "$prefix/share/brl/Tables"
install_tree "$root/Examples" "$prefix/share/brl/Examples"
install_file 644 "$root/README.md" "$prefix/share/doc/brl/README.md"
install_file 644 "$root/LICENSE" "$prefix/share/doc/brl/LICENSE"
for doc in "$root"/docs/*.md; do
  install_file 644 "$doc" "$prefix/share/doc/brl/$(basename "$doc")"
done

generated="$(mktemp -d)"
trap 'rm -f "$manifest_copy" "$new_manifest"; rm -rf "$generated"' EXIT
cat > "$generated/brl-desktop.service" <<EOF
[Unit]
Description=brl: the desktop's focus on the braille display (AT-SPI2 to BRLTTY)
Documentation=file://$prefix/share/doc/brl/install.md
PartOf=graphical-session.target
After=graphical-session.target

[Service]
Type=simple
# Waits for BRLTTY (retries 250 ms doubling to 5 s) and for the AT-SPI bus (retries), and starts
# itself again after a crash (brl-bridge desktop supervises itself); systemd restarts it if it
# ends with an error.
ExecStart=$prefix/bin/brl-bridge desktop --display brltty
Restart=on-failure
RestartSec=2

[Install]
WantedBy=graphical-session.target
EOF
# The desktop entry defers to the systemd unit when the reader enabled it, so brl never runs twice.
cat > "$generated/brl-desktop.desktop" <<EOF
[Desktop Entry]
Type=Application
Name=brl braille bridge
Comment=Shows the focus of the desktop's apps on the braille display through BRLTTY
TryExec=$prefix/bin/brl-bridge
Exec=sh -c "systemctl --user --quiet is-enabled brl-desktop.service 2>/dev/null || exec $prefix/bin/brl-bridge desktop --display brltty"
Terminal=false
NoDisplay=true
EOF
install_file 644 "$generated/brl-desktop.service" "$prefix/lib/systemd/user/brl-desktop.service"
install_file 644 "$generated/brl-desktop.desktop" "$prefix/etc/xdg/autostart/brl-desktop.desktop"

make_dir "$(dirname "$manifest")"
echo "file $manifest" >> "$new_manifest"
cp "$new_manifest" "$manifest"
chmod 644 "$manifest"
echo "install.sh: installed brl in $prefix ($(grep -c '^file ' "$manifest") files; list: $manifest)" >&2
