// The sound of an arriving private message (spec section 4): two short tones made by the browser, no audio file.
let context: AudioContext | undefined;

export function playMessageSound() {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.1);
      osc.connect(gain).connect(context.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.11);
    }
  } catch {
    // No audio (autoplay rules, no device): the message is still shown.
  }
}
