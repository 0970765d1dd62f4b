/**
 * quiz: a question with its answer (CF7's quiz handler, modules/quiz.php). The page carries a
 * signed hash of the answer, never the answer; the server checks the posted answer against it.
 */

import { fieldState, Wrap } from '../../markup/controls/control-parts'
import { controlClassName } from '../../markup/controls/control-class'
import { DEFAULT_MAXLENGTH, quizAnswerField, rawValuesOf } from '../../validation/field-rules'
import { canonicaliseQuizAnswer } from '../../validation/values/field-helpers'
import type { ControlProps, FormTagEntry } from '../entry'
import { pipedMailValue, pipeOf } from '../pipes'

function QuizControl({ tag, context }: ControlProps) {
  const state = fieldState(tag, context)
  const pipe = tag.pipes[Math.min(Math.max(context.pickQuestion(tag.pipes.length), 0), tag.pipes.length - 1)]
  const input = (
    <input
      size={tag.opts.size ?? 40}
      maxLength={tag.opts.maxlength || DEFAULT_MAXLENGTH.text}
      className={controlClassName(tag, [], state.invalid)}
      autoComplete="off"
      id={tag.opts.id}
      tabIndex={tag.opts.tabindex}
      aria-required={true}
      aria-invalid={state.invalid}
      aria-describedby={state.describedBy}
      aria-label={context.insideLabel ? pipe.before : undefined}
      type="text"
      name={tag.name}
    />
  )
  const question = <span className="wpcf7-quiz-label">{pipe.before}</span>
  return (
    <Wrap tag={tag} tip={state.tip}>
      {context.insideLabel ? (
        <>
          {question} {input}
        </>
      ) : (
        <label>
          {question} {input}
        </label>
      )}
      <input type="hidden" name={quizAnswerField(tag.name)} value={context.quizHash(pipe.after)} />
    </Wrap>
  )
}

export const quiz: FormTagEntry = {
  parse: {
    // A quiz always needs its answer.
    star: 'always-required',
    name: 'field',
    options: ['size', 'maxlength'],
    shorthand: 'size/maxlength',
    check: (tag) => {
      if (tag.rawValues.length === 0) return 'a quiz needs a question and its answer, e.g. [quiz your-quiz "1+1=?|2"].'
      const unanswered = tag.rawValues.find((value) => !value.includes('|') || pipeOf(value).after === '')
      return unanswered === undefined ? null : `the question “${pipeOf(unanswered).before}” has no answer: write it after a pipe, e.g. "1+1=?|2".`
    },
  },
  // Not labelable: the question is its label.
  render: { Control: QuizControl, classes: () => [], labelable: false },
  validate: {
    check: (tag, input) => {
      const answer = canonicaliseQuizAnswer(rawValuesOf(input.values, tag.name)[0] ?? '')
      const hashes = rawValuesOf(input.values, quizAnswerField(tag.name))
      const verify = input.options.verifyQuiz
      return verify && answer !== '' && verify(answer, hashes) ? null : 'quiz_answer_not_correct'
    },
    // Settled on the server only: the answer is secret.
    schema: () => [],
  },
  // An answer to a quiz is not content: it is never stored, so its mail-tag prints nothing.
  mail: { value: pipedMailValue, stored: false, attaches: false },
}
