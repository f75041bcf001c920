#!/usr/bin/env bash
# Regenerates the demo videos and posters that ship in src/web/public/media/demo.
# They are synthetic test patterns (no third-party footage), small on purpose.
# Needs ffmpeg (apt-get install -y ffmpeg). The outputs are committed; run this only to change them.
set -euo pipefail
out="$(dirname "$0")/../src/web/public/media/demo"
mkdir -p "$out"

make() { # name seconds lavfi-source
  local name=$1 seconds=$2 source=$3
  # Capped bitrate: busy patterns would otherwise cost megabytes.
  ffmpeg -loglevel error -y -f lavfi -i "$source" -t "$seconds" -an \
    -c:v libvpx-vp9 -b:v 90k -maxrate 120k -bufsize 240k -crf 52 -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p \
    "$out/$name.webm"
  ffmpeg -loglevel error -y -ss 1 -i "$out/$name.webm" -frames:v 1 -q:v 6 "$out/$name.jpg"
}

make focus-15s 15 "testsrc2=size=480x270:rate=24"
make colour-bars-24s 24 "smptehdbars=size=480x270:rate=24"
make mandelbrot-32s 32 "mandelbrot=size=480x270:rate=24"
make gradients-48s 48 "gradients=size=480x270:rate=24:speed=0.02:n=4"
make rgb-sweep-20s 20 "rgbtestsrc=size=480x270:rate=24,hue=H=2*PI*t/20"
ls -l "$out"
