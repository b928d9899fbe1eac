import { Alert, Skeleton } from '@mantine/core'
import { Route, Routes, useParams } from 'react-router'
import { getQuestion, useQuestionForEditing } from '@/features/staff-questions/api/questions'
import { searchAssuntos, searchDisciplinas } from '@/lib/api/staff/selection'
import { errorMessage } from '@/lib/api-client'
import { useManagerSelection } from '@/lib/staff-selection'
import { ChooseCourse } from './choose-course'
import { QuestionEditor } from './question-editor'
import { draftOf, emptyDraft } from './question-form'
import { QuestionList } from './question-list'

/** `#/admin/perguntas`: the question table, `nova` and `{id}` (the editor with its preview). */
export function QuestionsPage() {
  return (
    <Routes>
      <Route index element={<QuestionList />} />
      <Route path="nova" element={<NewQuestion />} />
      <Route path=":id" element={<EditQuestion />} />
    </Routes>
  )
}

/** A new question in the selected course, with the selected subject and topic filled in. */
function NewQuestion() {
  const { moduloId, disciplina, assunto } = useManagerSelection()
  if (moduloId === null) return <ChooseCourse />
  return (
    <QuestionEditor
      key={`nova-${moduloId}`}
      id={null}
      moduloId={moduloId}
      initial={emptyDraft(disciplina, assunto)}
    />
  )
}

/** The question and the names of its subject and topic (the dropdowns show names). */
async function loadForEditing(id: number, signal: AbortSignal) {
  const question = await getQuestion(id, signal)
  const [subjects, topics] = await Promise.all([
    searchDisciplinas(question.modulo_id, '', signal),
    question.assunto_id === null ? [] : searchAssuntos(question.disciplina_id, '', signal),
  ])
  const names = {
    disciplina: subjects.find((s) => s.id === question.disciplina_id)?.nome ?? `#${question.disciplina_id}`,
    assunto: topics.find((t) => t.id === question.assunto_id)?.nome ?? null,
  }
  return { question, draft: draftOf(question, names) }
}

function EditQuestion() {
  const id = Number(useParams().id)
  const loaded = useQuestionForEditing(id, loadForEditing)
  if (loaded.isError)
    return <Alert color="red">{errorMessage(loaded.error, 'Não foi possível abrir a questão.')}</Alert>
  if (!loaded.data) return <Skeleton height={400} />
  const { question, draft } = loaded.data
  return (
    <QuestionEditor
      key={question.atualizada_em}
      id={question.id}
      moduloId={question.modulo_id}
      initial={draft}
      answered={question.total_respostas}
      parameters={question.parametros}
    />
  )
}
