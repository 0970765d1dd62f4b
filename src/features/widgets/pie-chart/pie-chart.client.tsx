'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'

import { clampPercent, dashOffset, PIE_DEFAULTS, pieRing, valueAt } from './pie-chart'

/**
 * One ring chart. The server HTML shows the final value (and so does a browser without
 * JavaScript); with scripting, widgets.css keeps the ring empty and the number hidden until this
 * hydrates, then it fills over 1000 ms once the chart comes into view (at once under reduced
 * motion). The value is also text for screen readers; the drawing is hidden from them.
 */
export function PieChart({ label, value, text, size = PIE_DEFAULTS.size, lineWidth = PIE_DEFAULTS.lineWidth }: { label: string; value: number; text?: string | null; size?: number; lineWidth?: number }) {
  const target = clampPercent(value)
  const [shown, setShown] = useState(target)
  const [ready, setReady] = useState(false)
  const figure = useRef<HTMLElement>(null)
  const { radius, circumference, centre } = pieRing(size, lineWidth)

  useEffect(() => {
    const element = figure.current
    if (!element) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      setReady(true)
      return
    }
    setShown(0)
    setReady(true)
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const elapsed = now - start
          setShown(valueAt(target, elapsed))
          if (elapsed < PIE_DEFAULTS.animateMs) frame = requestAnimationFrame(step)
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target])

  const style = { '--pie-size': `${size}px`, '--pie-empty': circumference } as CSSProperties
  return (
    <figure ref={figure} className="pie" style={style} data-ready={ready ? '' : undefined} data-value={shown}>
      <div className="pie__chart">
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
          <circle className="pie__track" cx={centre} cy={centre} r={radius} strokeWidth={lineWidth} fill="none" />
          <circle
            className="pie__bar"
            cx={centre}
            cy={centre}
            r={radius}
            strokeWidth={lineWidth}
            fill="none"
            strokeDasharray={circumference}
            strokeDashoffset={dashOffset(shown, circumference)}
            transform={`rotate(-90 ${centre} ${centre})`}
          />
        </svg>
        <span className="pie__value" aria-hidden="true">
          {shown}%
        </span>
      </div>
      <figcaption>
        <span className="pie__label">{label}</span>
        <span className="visually-hidden">: {target}%</span>
        {text && <span className="pie__text">{text}</span>}
      </figcaption>
    </figure>
  )
}
