// The bench's small admin, react-admin's way (Material UI): one resource `articles` on a
// json-server API (ra-data-json-server): a sortable table of title, status and views with
// show / edit / delete on each row, a show page, create and edit forms.
import { createRoot } from 'react-dom/client'
import {
  Admin, Create, Datagrid, DeleteButton, Edit, EditButton, List, NumberField, NumberInput, Pagination, Resource,
  SelectField, SelectInput, Show, ShowButton, SimpleForm, SimpleShowLayout, TextField, TextInput, required,
} from 'react-admin'
import jsonServerProvider from 'ra-data-json-server'

const dataProvider = jsonServerProvider('/api')
const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
  { id: 'archived', name: 'Archived' },
]

const ArticleList = () => (
  <List perPage={1000} pagination={<Pagination rowsPerPageOptions={[10, 25, 1000]} />}>
    <Datagrid>
      <TextField source="title" label="Title" />
      <SelectField source="status" label="Status" choices={STATUS_CHOICES} />
      <NumberField source="views" label="Views" />
      <ShowButton />
      <EditButton />
      <DeleteButton />
    </Datagrid>
  </List>
)

const ArticleShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="title" label="Title" />
      <SelectField source="status" label="Status" choices={STATUS_CHOICES} />
      <NumberField source="views" label="Views" />
      <TextField source="body" label="Body" />
    </SimpleShowLayout>
  </Show>
)

const ArticleForm = () => (
  <SimpleForm>
    <TextInput source="title" label="Title" validate={required()} />
    <SelectInput source="status" label="Status" choices={STATUS_CHOICES} />
    <NumberInput source="views" label="Views" />
    <TextInput source="body" label="Body" multiline />
  </SimpleForm>
)

const ArticleEdit = () => <Edit><ArticleForm /></Edit>
const ArticleCreate = () => <Create><ArticleForm /></Create>

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} title="Bench admin" disableTelemetry>
    <Resource name="articles" options={{ label: 'Articles' }} list={ArticleList} show={ArticleShow} edit={ArticleEdit} create={ArticleCreate} />
  </Admin>,
)
