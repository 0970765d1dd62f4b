export default function NotFound() {
  return (
    <div className="page">
      <h1 className="page__title">Page not found</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  )
}
