/**
 * The test environment puts Node's FormData in place of jsdom's, and Node's
 * cannot be built from a <form>. React 19 builds one on every form submit that
 * starts a transition (react-router navigations do), so a submit would throw in
 * tests though it works in browsers. This wraps Node's FormData to read a form.
 */
export function installFormDataShim(): () => void {
  const NodeFormData = globalThis.FormData
  class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super()
      if (!form) return
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (element.name && !element.disabled) this.append(element.name, element.value)
      }
      const named = submitter as HTMLButtonElement | null | undefined
      if (named?.name) this.append(named.name, named.value)
    }
  }
  globalThis.FormData = FormDataFromForm as typeof FormData
  return () => { globalThis.FormData = NodeFormData }
}
