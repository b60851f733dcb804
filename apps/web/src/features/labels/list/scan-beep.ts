/** A short beep for each scan (WebAudio): high and short when a row was ticked, low and longer for a warning. */
let audio: AudioContext | null = null;

export function scanBeep(kind: 'ok' | 'warning'): void {
  try {
    audio ??= new AudioContext();
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
