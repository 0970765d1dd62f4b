/**
 * The e-commerce sidebar (SPEC.md sections 2 and 7): the image's price list in the tabs Manual,
 * Downloads and Options, and the Add to cart tab with the visitor's cart (kept in a cookie) and
 * the order request form. No payment is taken on the site, and the panel says so.
 */
import * as Tabs from '@radix-ui/react-tabs'
import { useEffect, useId, useState, type FormEvent } from 'react'

import { usePopup } from '../popup/popup-context'
import { postJson } from '../post-json'
import type { CartKind, CartView, PriceListView } from './price-list'

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency}`
  }
}

export function EcommercePanel() {
  const { itemAt, current } = usePopup()
  const item = itemAt(current)
  if (!item) return null
  return <Shop key={item.id} imageId={item.id} title={item.title} />
}

function Shop({ imageId, title }: { imageId: number; title: string }) {
  const [list, setList] = useState<PriceListView | null>(null)
  const [cart, setCart] = useState<CartView>({ lines: [], totals: [] })
  const [message, setMessage] = useState('')
  const [tab, setTab] = useState('manual')

  useEffect(() => {
    let live = true
    const read = async <T,>(url: string) => {
      const response = await fetch(url, { headers: { accept: 'application/json' } })
      const body = (await response.json()) as T & { message?: string }
      if (!response.ok) throw new Error(body.message ?? 'The price list could not be loaded.')
      return body
    }
    Promise.all([read<PriceListView>(`/lightbox/images/${imageId}/price-list`), read<CartView>('/lightbox/cart')])
      .then(([loaded, saved]) => {
        if (!live) return
        setList(loaded)
        setCart(saved)
        setTab(loaded.manual ? 'manual' : loaded.downloads.length ? 'downloads' : loaded.options.length ? 'options' : 'cart')
      })
      .catch((error: Error) => live && setMessage(error.message))
    return () => {
      live = false
    }
  }, [imageId])

  const change = async (kind: CartKind, itemId: string, quantity: number, name: string) => {
    const result = await postJson<CartView>('/lightbox/cart', { imageId, kind, itemId, quantity })
    if (!result.ok) return setMessage(result.message)
    setCart(result.data)
    setMessage(quantity ? `Added to your cart: ${name}.` : `Removed from your cart: ${name}.`)
  }

  const addButton = (kind: CartKind, itemId: string, name: string) => (
    <button type="button" className="button button--small" onClick={() => change(kind, itemId, 1, name)} aria-label={`Add to cart: ${name}`}>
      Add to cart
    </button>
  )

  return (
    <div className="vitrine-shop">
      <h2 className="vitrine-sidebar__title" tabIndex={-1}>
        Buy “{title}”
      </h2>
      <p className="vitrine-shop__note">No payment is taken on this site: you send an order request, and the studio answers by e-mail.</p>
      {!list ? (
        <p role="status">{message || 'Loading the price list…'}</p>
      ) : (
        <Tabs.Root value={tab} onValueChange={setTab} className="vitrine-shop__tabs">
          <Tabs.List aria-label="Price list" className="vitrine-shop__tablist">
            {list.manual && <Tabs.Trigger value="manual">Manual</Tabs.Trigger>}
            {list.downloads.length > 0 && <Tabs.Trigger value="downloads">Downloads</Tabs.Trigger>}
            {list.options.length > 0 && <Tabs.Trigger value="options">Options</Tabs.Trigger>}
            <Tabs.Trigger value="cart">Add to cart{cart.lines.length ? ` (${cart.lines.length})` : ''}</Tabs.Trigger>
          </Tabs.List>
          {list.manual && (
            <Tabs.Content value="manual" className="vitrine-shop__panel">
              {list.manual.text && <p className="vitrine-shop__text">{list.manual.text}</p>}
              {list.manual.price !== null ? (
                <p>
                  Print: {money(list.manual.price, list.currency)} {addButton('manual', 'manual', 'Print (manual order)')}
                </p>
              ) : (
                <p>Ask the studio for a price in your order request.</p>
              )}
            </Tabs.Content>
          )}
          {list.downloads.length > 0 && (
            <Tabs.Content value="downloads" className="vitrine-shop__panel">
              <ul className="vitrine-shop__offers">
                {list.downloads.map((row) => (
                  <li key={row.id}>
                    <span>
                      {row.name}
                      {row.longestDimension ? ` (${row.longestDimension} px)` : ''}: {money(row.price, list.currency)}
                    </span>
                    {addButton('download', row.id, `Download: ${row.name}`)}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          )}
          {list.options.length > 0 && (
            <Tabs.Content value="options" className="vitrine-shop__panel">
              <ul className="vitrine-shop__offers">
                {list.options.map((row) => (
                  <li key={row.id}>
                    <span>
                      {row.name}: {money(row.price, list.currency)}
                    </span>
                    {addButton('option', row.id, row.name)}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          )}
          <Tabs.Content value="cart" className="vitrine-shop__panel">
            <Cart cart={cart} onRemove={(line) => change(line.kind, line.itemId, 0, line.name)} onOrdered={() => setCart({ lines: [], totals: [] })} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <p className="vitrine-shop__status" role="status">
        {list ? message : ''}
      </p>
    </div>
  )
}

function Cart({ cart, onRemove, onOrdered }: { cart: CartView; onRemove: (line: CartView['lines'][number]) => void; onOrdered: () => void }) {
  const id = useId()
  const [values, setValues] = useState({ name: '', email: '', message: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    const result = await postJson<{ message: string }>('/lightbox/orders', values)
    setBusy(false)
    if (!result.ok) {
      const fields = ((result.body?.fields ?? {}) as Record<string, string>) || {}
      setErrors(fields)
      setStatus(result.message)
      const first = Object.keys(fields)[0]
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setStatus(result.data.message)
    onOrdered()
  }

  const input = (name: 'name' | 'email' | 'message', label: string, required: boolean) => (
    <p className="vitrine-comments__field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      {name === 'message' ? (
        <textarea id={`${id}-${name}`} name={name} rows={3} maxLength={2000} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name}
          aria-required={required || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          className={errors[name] ? 'vitrine-comments__invalid' : undefined}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      )}
      {errors[name] && (
        <span className="vitrine-comments__error" id={`${id}-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </p>
  )

  return (
    <>
      {cart.lines.length === 0 ? (
        <p>{status || 'Your cart is empty.'}</p>
      ) : (
        <>
          <ul className="vitrine-shop__cart">
            {cart.lines.map((line) => (
              <li key={`${line.imageId}-${line.kind}-${line.itemId}`}>
                <span>
                  {line.quantity} × {line.name} of “{line.imageTitle}”: {money(line.total, line.currency)}
                </span>
                <button type="button" className="button button--small" onClick={() => onRemove(line)} aria-label={`Remove from cart: ${line.name} of ${line.imageTitle}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {cart.totals.map((total) => (
            <p key={total.currency} className="vitrine-shop__total">
              Total: {money(total.total, total.currency)}
            </p>
          ))}
          <form className="vitrine-shop__order" onSubmit={submit} noValidate>
            <h3>Send an order request</h3>
            {input('name', 'Name', true)}
            {input('email', 'E-mail', true)}
            {input('message', 'Message', false)}
            <p>
              <button type="submit" className="button" disabled={busy}>
                Send order request
              </button>
            </p>
            <p role="status">{status}</p>
          </form>
        </>
      )}
    </>
  )
}
