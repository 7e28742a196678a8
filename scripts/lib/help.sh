# Sourced by every script before it does anything: with -h or --help as the first argument it
# prints the script's leading comment block (its usage) and exits 0, changing nothing.
#
#     source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
case "${1:-}" in
    -h | --help)
        awk 'NR == 1 && /^#!/ { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
        exit 0
        ;;
esac
