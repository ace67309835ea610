import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/*
 * Small test inputs made by ffmpeg itself (lavfi's testsrc2 picture and a sine tone): a few seconds at small
 * sizes, one thread, the fastest settings, so a test run costs the machine little.
 */

const run = promisify(execFile);

const source = (size: string, seconds: number) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
];

export const SUBTITLE_TEXT = ['Hello from the lesson', 'Second caption line'];

/** H.264 + AAC MP4 at 1280×720 with an English mov_text subtitle stream (a keyframe every second). */
export async function makeH264Mp4(dir: string, seconds = 3): Promise<string> {
  const srt = join(dir, 'captions.srt');
  await writeFile(
    srt,
    `1\n00:00:00,200 --> 00:00:01,200\n${SUBTITLE_TEXT[0]}\n\n2\n00:00:01,500 --> 00:00:02,500\n${SUBTITLE_TEXT[1]}\n`,
  );
  const file = join(dir, 'lesson-720p.mp4');
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-threads', '1'],
    ...source('1280x720', seconds),
    ...['-i', srt, '-map', '0:v', '-map', '1:a', '-map', '2:s'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', '64k', '-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng'],
    file,
  ]);
  return file;
}

/** VP9 + Opus WebM at 640×360: a codec browsers play but an MP4 of ours cannot copy. */
export async function makeVp9Webm(dir: string, seconds = 3): Promise<string> {
  const file = join(dir, 'lesson-360p.webm');
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-threads', '1'],
    ...source('640x360', seconds),
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-threads', '1'],
    ...['-c:a', 'libopus', '-b:a', '48k'],
    file,
  ]);
  return file;
}

/** MPEG-4 Part 2 in AVI at 320×180 without sound (a screen recording with no microphone). */
export async function makeSilentAvi(dir: string, seconds = 2): Promise<string> {
  const file = join(dir, 'silent-180p.avi');
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-threads', '1'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${seconds}`],
    ...['-c:v', 'mpeg4', '-q:v', '5', '-threads', '1', file],
  ]);
  return file;
}
