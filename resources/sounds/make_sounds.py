#!/usr/bin/env python3
"""Makes the table's sounds (our own, synthesised): python3 make_sounds.py writes the .wav files
beside it. Short and quiet: mono, 16 bit, 44.1 kHz, peaks at a third of full scale. Each is
deterministic (a fixed seed), so running it again gives the same files."""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
PEAK = 0.33


def envelope(t, attack, decay):
    """A quick rise, then an exponential fall."""
    rise = min(1.0, t / attack) if attack > 0 else 1.0
    return rise * math.exp(-t / decay)


def card(seed=7):
    """A card slid off the offer: soft, filtered noise."""
    rng = random.Random(seed)
    n = int(RATE * 0.16)
    out, low = [], 0.0
    for i in range(n):
        t = i / RATE
        low += 0.18 * (rng.uniform(-1, 1) - low)  # a gentle low-pass: paper, not hiss
        out.append(low * envelope(t, 0.015, 0.045) * 2.2)
    return out


def build(seed=11):
    """A building set down: two wooden knocks."""
    rng = random.Random(seed)
    n = int(RATE * 0.26)
    out = []
    for i in range(n):
        t = i / RATE
        value = 0.0
        for start, pitch in ((0.0, 190.0), (0.09, 150.0)):
            u = t - start
            if u >= 0:
                tone = math.sin(2 * math.pi * pitch * u) + 0.4 * math.sin(2 * math.pi * pitch * 2.7 * u)
                knock = rng.uniform(-1, 1) * math.exp(-u / 0.004)
                value += (tone * 0.7 + knock * 0.3) * envelope(u, 0.002, 0.04)
        out.append(value)
    return out


def coins():
    """Coins: two small metallic clinks (inharmonic partials)."""
    n = int(RATE * 0.32)
    out = []
    for i in range(n):
        t = i / RATE
        value = 0.0
        for start, base in ((0.0, 2350.0), (0.07, 2780.0)):
            u = t - start
            if u >= 0:
                ring = sum(math.sin(2 * math.pi * base * ratio * u) / (k + 1)
                           for k, ratio in enumerate((1.0, 1.47, 2.09)))
                value += ring * envelope(u, 0.001, 0.06)
        out.append(value)
    return out


def bell(notes, length, decay):
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        value = 0.0
        for start, pitch in notes:
            u = t - start
            if u >= 0:
                value += (math.sin(2 * math.pi * pitch * u) + 0.3 * math.sin(2 * math.pi * pitch * 2.01 * u)
                          + 0.12 * math.sin(2 * math.pi * pitch * 3.02 * u)) * envelope(u, 0.004, decay)
        out.append(value)
    return out


def round_bell():
    """A new round: a soft chime, a fourth up."""
    return bell(((0.0, 523.25), (0.16, 698.46)), 0.9, 0.22)


def your_turn():
    """Your turn: two light notes."""
    return bell(((0.0, 659.25), (0.11, 880.0)), 0.5, 0.12)


def write(name, samples):
    top = max(abs(s) for s in samples) or 1.0
    fade = int(RATE * 0.01)  # no click at the end
    data = bytearray()
    for i, s in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        data += struct.pack("<h", int(s / top * PEAK * gain * 32767))
    with wave.open(str(Path(__file__).with_name(name + ".wav")), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(data))


if __name__ == "__main__":
    write("card", card())
    write("build", build())
    write("coins", coins())
    write("round", round_bell())
    write("your_turn", your_turn())
