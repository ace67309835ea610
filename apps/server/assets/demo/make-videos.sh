#!/bin/sh
# Makes the demo sample videos (committed beside this script) with Debian's ffmpeg 5.1:
#   videos/sample-1.mp4, videos/sample-2.mp4  640x360, 20 s, H.264 baseline + AAC mono, faststart
#   videos/hls/index.m3u8 + seg-*.ts          an HLS cut of sample-1 for the Learning issue
# Low bitrates keep the three together under ~800 KB; the pictures are simple so they still look clean.
# Run from anywhere: sh apps/server/assets/demo/make-videos.sh
set -eu
cd "$(dirname "$0")/videos"
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
DUR=20
ENC="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -b:v 85k -maxrate 130k -bufsize 260k -g 48 -keyint_min 48 -sc_threshold 0 -r 24 -c:a aac -b:a 32k -ac 1 -ar 44100 -movflags +faststart"
# A soft two-note chord rather than a test beep.
AUDIO="aevalsrc=0.06*sin(2*PI*220*t)+0.04*sin(2*PI*330*t):s=44100:d=$DUR"

caption() { # $1 title, $2 subtitle
  echo "drawbox=x=0:y=ih-96:w=iw:h=96:color=black@0.55:t=fill,\
drawtext=fontfile=$FONT:text='$1':fontsize=30:fontcolor=white:x=(w-text_w)/2:y=h-86,\
drawtext=fontfile=$FONT:text='$2':fontsize=18:fontcolor=white@0.85:x=(w-text_w)/2:y=h-40,\
drawtext=fontfile=$FONT:text='%{eif\:t/60\:d\:2}\:%{eif\:mod(t,60)\:d\:2}':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=w-tw-16:y=16"
}

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "smptebars=size=640x360:rate=24:duration=$DUR" \
  -f lavfi -i "$AUDIO" \
  -vf "$(caption '书院 Shuyuan · 示例课程视频' 'Sample lesson video 1 — colour bars')" \
  $ENC -t $DUR sample-1.mp4

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=size=640x360:rate=24:duration=$DUR:c0=0x1d4ed8:c1=0x7c3aed:c2=0x0ea5e9:nb_colors=3:speed=0.012" \
  -f lavfi -i "$AUDIO" \
  -vf "$(caption '书院 Shuyuan · 第二段示例' 'Sample lesson video 2 — gradient')" \
  $ENC -t $DUR sample-2.mp4

rm -rf hls && mkdir hls
ffmpeg -hide_banner -loglevel error -y -i sample-1.mp4 -c copy \
  -f hls -hls_time 6 -hls_playlist_type vod -hls_segment_filename 'hls/seg-%03d.ts' hls/index.m3u8

ls -l sample-1.mp4 sample-2.mp4 hls
du -ch sample-1.mp4 sample-2.mp4 hls | tail -1
