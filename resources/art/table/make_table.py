#!/usr/bin/env python3
"""Draws the table's materials as seamless SVG tiles (Qt SVG Tiny: paths, fills, opacity only).

walnut.svg: the table the game lies on, a dark walnut with its grain running across.
stone.svg:  the city's slab, pale travertine with faint pores and veins.
Run from this folder: python3 make_table.py (a fixed seed: the same tiles every time).
Our own drawing, under the project's licence.
"""
import math
import random

SIZE = 256


def wave(y0, amplitude, phases, colour, width, opacity):
    # A grain line across the tile, periodic in x so the tile repeats seamlessly.
    points = []
    for i in range(0, SIZE + 1, 8):
        x = i
        y = y0 + sum(a * math.sin(2 * math.pi * (k + 1) * x / SIZE + p)
                     for k, (a, p) in enumerate(zip(amplitude, phases)))
        points.append(f"{x:.1f},{y:.1f}")
    return (f'<polyline points="{" ".join(points)}" fill="none" stroke="{colour}" '
            f'stroke-width="{width:.1f}" stroke-opacity="{opacity:.2f}" stroke-linecap="round"/>')


def walnut(rng):
    parts = [f'<rect width="{SIZE}" height="{SIZE}" fill="#47311f"/>']
    y = 0.0
    while y < SIZE:
        amplitude = [rng.uniform(0.5, 3.0), rng.uniform(0.2, 1.5), rng.uniform(0, 0.6)]
        phases = [rng.uniform(0, 2 * math.pi) for _ in amplitude]
        dark = rng.random() < 0.6
        colour = "#2a1b10" if dark else "#6b4a30"
        width = rng.uniform(0.6, 2.6)
        opacity = rng.uniform(0.10, 0.32) if dark else rng.uniform(0.08, 0.2)
        # A line near an edge again beyond the other: the rows repeat too.
        for at in [y] + ([y + SIZE] if y < 10 else []) + ([y - SIZE] if y > SIZE - 10 else []):
            parts.append(wave(at, amplitude, phases, colour, width, opacity))
        y += rng.uniform(2.5, 7.5)
    return parts


def stone(rng):
    parts = [f'<rect width="{SIZE}" height="{SIZE}" fill="#ddd1bb"/>']
    for _ in range(140):  # pores: tiny darker pits, whole inside the tile
        x, y = rng.uniform(4, SIZE - 4), rng.uniform(4, SIZE - 4)
        parts.append(f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="{rng.uniform(0.6, 2.2):.1f}" '
                     f'ry="{rng.uniform(0.4, 1.2):.1f}" fill="#9c8b6e" fill-opacity="{rng.uniform(0.15, 0.35):.2f}"/>')
    y = 10.0
    while y < SIZE:  # faint veins along the bedding
        amplitude = [rng.uniform(1, 5), rng.uniform(0.5, 2), 0]
        phases = [rng.uniform(0, 2 * math.pi) for _ in amplitude]
        parts.append(wave(y, amplitude, phases, "#b7a586", rng.uniform(0.5, 1.5), rng.uniform(0.12, 0.3)))
        y += rng.uniform(18, 40)
    return parts


def write(name, parts):
    with open(name, "w", encoding="utf-8") as out:
        out.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" '
                  f'width="{SIZE}" height="{SIZE}">\n')
        out.write("\n".join(parts))
        out.write("\n</svg>\n")


if __name__ == "__main__":
    write("walnut.svg", walnut(random.Random(40)))
    write("stone.svg", stone(random.Random(41)))
