/**
 * A short beep for each scan (WebAudio): high and short when a row was ticked, low and longer for a warning, and a
 * loud falling pair when a re-scan took a parcel back out of the batch (never a silent untick: issue 26 §1).
 */
let audio: AudioContext | null = null;

export function scanBeep(kind: 'ok' | 'warning' | 'rescan'): void {
  try {
    audio ??= new AudioContext();
    if (kind === 'rescan') {
      tone(audio, 900, 0, 0.15);
      tone(audio, 450, 0.18, 0.3);
      return;
    }
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = kind === 'ok' ? 'sine' : 'square';
    oscillator.frequency.value = kind === 'ok' ? 1200 : 300;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (kind === 'ok' ? 0.08 : 0.3));
  } catch {
    // No sound device or audio blocked: the visual cue remains.
  }
}

function tone(context: AudioContext, frequency: number, startIn: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sawtooth';
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + startIn);
  oscillator.stop(context.currentTime + startIn + seconds);
}
