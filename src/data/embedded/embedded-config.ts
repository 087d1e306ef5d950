/** Where the demo database lives in the browser (IndexedDB), shared by the page and its worker. */
export const EMBEDDED_DATA_DIR = 'idb://wedding-demo'
