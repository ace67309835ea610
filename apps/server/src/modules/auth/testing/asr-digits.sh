#!/bin/sh
# Reads every DIR/NNN-D.wav (one English digit each, from write-captcha-samples.ts) with Debian's
# pocketsphinx and its en-us model, choosing among the ten digit words only, and prints how many it got.
# A measurement for decision 023, not a test: apt-get install pocketsphinx pocketsphinx-en-us sox
set -eu
DIR=$1
M=/usr/share/pocketsphinx/model/en-us
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '#JSGF V1.0;\ngrammar digit;\npublic <digit> = zero | oh | one | two | three | four | five | six | seven | eight | nine;\n' >"$TMP/digit.gram"
for f in "$DIR"/*.wav; do
  id=$(basename "$f" .wav)
  sox "$f" -r 16000 -b 16 -c 1 "$TMP/$id.wav" pad 0.2 0.2
  echo "$id" >>"$TMP/list.ctl"
done
pocketsphinx_batch -hmm "$M/en-us" -dict "$M/cmudict-en-us.dict" -jsgf "$TMP/digit.gram" -ctl "$TMP/list.ctl" \
  -cepdir "$TMP" -cepext .wav -adcin yes -adchdr 44 -hyp "$TMP/hyp.txt" -logfn /dev/null 2>/dev/null
awk 'BEGIN { split("zero one two three four five six seven eight nine", w, " "); for (i = 1; i <= 10; i++) d[w[i]] = i - 1; d["oh"] = 0 }
  { id = $(NF - 1); sub(/^\(/, "", id); split(id, p, "-"); want = p[2]; got = (NF > 2 && ($1 in d)) ? d[$1] : "?";
    n++; if (got == want) ok++; heard[want] = heard[want] " " got }
  END { for (k = 0; k <= 9; k++) print k ":" heard[k]; printf "%d of %d digits recognised (%.0f %%)\n", ok, n, 100 * ok / n }' "$TMP/hyp.txt"
