# Sourced by the benchmark scripts. write_fling FILE FRAMES writes the replay script they share:
# a fling every 2 s upwards on the right of the wheel (1024x640 window), so that the wheel turns
# on through its items (a frame that changes is the one that matters): the 118-element wheel
# reaches its last item after about 2.5 s and then only springs back at that end; a wheel of
# 10^7 items turns for the whole run. Enough flings for FRAMES frames at 60 fps.
write_fling() {
    local file="$1" frames="$2" k t i
    mkdir -p "$(dirname "$file")"
    : > "$file"
    for ((k = 0; k < frames / 120 + 1; k++)); do
        t=$((k * 2000))
        printf '{"t_ms": %d, "type": "down", "x": 560, "y": 490}\n' "$t" >> "$file"
        for i in 1 2 3 4 5 6; do
            printf '{"t_ms": %d, "type": "move", "x": 560, "y": %d}\n' "$((t + 8 * i))" "$((490 - 40 * i))" >> "$file"
        done
        printf '{"t_ms": %d, "type": "up", "x": 560, "y": 250}\n' "$((t + 56))" >> "$file"
    done
}
