#!/bin/sh
# Makes the spoken digits of the audio captcha (committed beside this script) with Debian's espeak-ng 1.51
# and sox 14.4, in five voices per language (decision 023): cn/V/0.wav … cn/V/9.wav (Mandarin, read from
# pinyin; 1 is 幺 as in codes read over the phone, so it cannot be heard as 七) and en/V/0.wav … en/V/9.wav
# (English), V = 0 … 4. The voices differ in espeak-ng variant (male, female, Klatt synthesis), pitch and
# speed, so no single recording of a digit is the template of all of them; the server varies them further
# on every request. Each clip: silence trimmed, peak-normalised, 11025 Hz 16-bit mono PCM (~6–12 kB).
# Run from anywhere: sh apps/server/assets/captcha-audio/make-clips.sh (apt-get install espeak-ng sox)
set -eu
cd "$(dirname "$0")"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

clip() { # $1 voice, $2 pitch (0–99), $3 words a minute, $4 text, $5 output
  espeak-ng -v "$1" -p "$2" -s "$3" -w "$TMP/raw.wav" "$4"
  sox "$TMP/raw.wav" -r 11025 -b 16 -c 1 "$5" \
    silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse norm -1
}

# variant pitch speed: one line per voice, the same five for both languages.
VOICES='- 50 135
+f2 62 150
+m3 38 125
+f4 72 142
+klatt2 45 145'

voices() { # $1 language directory, $2 espeak-ng voice, $3 the ten words
  rm -rf "$1"
  v=0
  echo "$VOICES" | while read -r variant pitch speed; do
    mkdir -p "$1/$v"
    case $variant in -) name=$2 ;; *) name=$2$variant ;; esac
    i=0
    for word in $3; do
      clip "$name" "$pitch" "$speed" "$word" "$1/$v/$i.wav"
      i=$((i + 1))
    done
    v=$((v + 1))
  done
}

voices cn cmn-latn-pinyin 'ling2 yao1 er4 san1 si4 wu3 liu4 qi1 ba1 jiu3'
voices en en-us 'zero one two three four five six seven eight nine'
