/**
 * Has the browser save `text` as a file: a Blob behind an object URL, a
 * temporary `<a download>` clicked once, the URL revoked afterwards.
 */
export function downloadFile(filename: string, text: string, type: string): void {
  if (typeof URL.createObjectURL !== 'function') throw new Error('This browser cannot save files (no URL.createObjectURL).')
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Revoked on the next task: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
