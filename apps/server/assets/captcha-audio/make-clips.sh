#!/bin/sh
# Makes the spoken digits of the audio captcha (committed beside this script) with Debian's espeak-ng 1.51
# and sox 14.4: cn/0.wav … cn/9.wav (Mandarin, read from pinyin; 1 is 幺 as in codes read over the phone,
# so it cannot be heard as 七) and en/0.wav … en/9.wav (American English).
# Each clip: silence trimmed, peak-normalised, 11025 Hz 16-bit mono PCM (~5–10 kB).
# Run from anywhere: sh apps/server/assets/captcha-audio/make-clips.sh (apt-get install espeak-ng sox)
set -eu
cd "$(dirname "$0")"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

clip() { # $1 voice, $2 text, $3 output
  espeak-ng -v "$1" -s 135 -w "$TMP/raw.wav" "$2"
  sox "$TMP/raw.wav" -r 11025 -b 16 -c 1 "$3" \
    silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse norm -1
}

mkdir -p cn en
i=0
for p in ling2 yao1 er4 san1 si4 wu3 liu4 qi1 ba1 jiu3; do
  clip cmn-latn-pinyin "$p" "cn/$i.wav"
  i=$((i + 1))
done
i=0
for w in zero one two three four five six seven eight nine; do
  clip en-us "$w" "en/$i.wav"
  i=$((i + 1))
done
