// json-server 0.17 through its module API, for __tests__/servers/jsonServer.test.ts.
// json-server validates nothing: the one middleware below refuses an article without a
// title with 422 { message, errors: { title: [...] } }, the shape restDialect reads.
// Environment: PORT, DB (path of the db.json to serve).
const jsonServer = require('json-server')

const server = jsonServer.create()
server.use(jsonServer.defaults({ logger: false, noCors: true }))
server.use(jsonServer.bodyParser)
server.use('/articles', (req, res, next) => {
  const writing = req.method === 'POST' || req.method === 'PUT' || (req.method === 'PATCH' && 'title' in (req.body ?? {}))
  const title = req.body?.title
  if (writing && (typeof title !== 'string' || title.trim().length < 2)) {
    res.status(422).json({ message: 'Validation failed', errors: { title: ['Title must have at least 2 characters'] } })
    return
  }
  next()
})
server.use(jsonServer.router(process.env.DB))
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`json-server on 127.0.0.1:${process.env.PORT}`))
