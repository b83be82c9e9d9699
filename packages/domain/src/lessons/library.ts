import type { Lesson } from './lessons.schema';

/**
 * The built-in library of mental models, written for this app. The texts are content, not UI chrome: they
 * stay in English in every language (the screen around them is translated). Ids are stable slugs: completions
 * are stored by them, so an id is never renamed or reused.
 */
export const lessonLibrary: readonly Lesson[] = [
  // Thinking
  {
    id: 'first-principles',
    title: 'First principles',
    topic: 'thinking',
    summary: 'Break a problem down to what is surely true, then build the answer back up from there.',
    explanation: [
      'Most of the time we reason by analogy: we do what others do, or what we did last time. That is fast, but it also copies every hidden assumption along with the answer.',
      'Thinking from first principles means asking what you actually know to be true — the basic facts, costs and constraints — and setting aside "how it is usually done". From those pieces you rebuild a solution that fits your situation.',
      'It takes more effort, so save it for problems that matter or where the usual answer feels wrong.',
    ],
    examples: [
      'Instead of buying the gym membership everyone recommends, you ask what you need: to move 30 minutes a day. A pair of shoes and the park already cover it.',
      'A recipe calls for an ingredient you lack. Knowing that it only adds acidity, you use lemon juice instead.',
    ],
    question: 'Which assumption in my current problem have I never checked?',
  },
  {
    id: 'inversion',
    title: 'Inversion',
    topic: 'thinking',
    summary: 'Look at a problem backwards: ask what would guarantee failure, then avoid it.',
    explanation: [
      'Some problems are hard to solve head-on but easy to solve in reverse. Instead of asking "how do I succeed?", ask "what would make this fail for sure?".',
      'The list of ways to fail is often concrete and obvious, and avoiding those things gets you much of the way. The mathematician Carl Jacobi advised "invert, always invert", and investors like Charlie Munger made the idea popular.',
    ],
    examples: [
      'To keep a new running habit, list what would kill it: no set time, shoes hidden in a cupboard, a route you hate. Then fix those three things.',
      'Before a hard conversation, you imagine how it could go badly — interrupting, bringing up old fights — and decide not to do those.',
    ],
    question: 'What would I do if I wanted this to fail, and am I doing any of it?',
  },
  {
    id: 'second-order-thinking',
    title: 'Second-order thinking',
    topic: 'thinking',
    summary: 'Ask "and then what?": consider the consequences of the consequences.',
    explanation: [
      'First-order thinking stops at the immediate result of a choice. Second-order thinking keeps going: what happens next, and after that, and for whom?',
      'Many choices that feel good now cost more later, and many that feel hard now pay off later. Looking one or two steps further ahead helps you spot both.',
    ],
    examples: [
      'Skipping sleep to finish a task gives you two more hours tonight, but a slow, foggy tomorrow that costs more than two hours.',
      'Saying yes to every favour makes people happy today, and then they learn to expect it, and your own work slips.',
    ],
    question: 'If this works out exactly as planned, what happens next — and after that?',
  },
  {
    id: 'occams-razor',
    title: "Occam's razor",
    topic: 'thinking',
    summary: 'When several explanations fit, prefer the one that needs the fewest assumptions.',
    explanation: [
      'Named after the medieval thinker William of Ockham, the razor is a rule of thumb: do not multiply assumptions beyond what you need.',
      'A simpler explanation is not always right, but it is usually a better place to start, because every extra assumption is one more thing that could be wrong. Test the simple explanation first and only reach for the complicated one when it fails.',
    ],
    examples: [
      'Your phone will not charge. Before deciding the battery is dead, you try another cable.',
      'A friend has not replied all day. The simplest story is that they are busy, not that they are upset with you.',
    ],
    question: 'What is the simplest explanation that fits all the facts I have?',
  },
  {
    id: 'map-is-not-the-territory',
    title: 'The map is not the territory',
    topic: 'thinking',
    summary: 'A description, model or number is a simplification of reality, never reality itself.',
    explanation: [
      'The phrase comes from Alfred Korzybski. Maps are useful precisely because they leave things out, but what they leave out can matter.',
      'Budgets, plans, scores and reviews are all maps. When the map and what you see disagree, trust what you see and update the map.',
    ],
    examples: [
      'A step counter says you had an active day, but you feel drained: the number does not capture how poorly you slept.',
      'A restaurant has great ratings, but the reviews are from years ago, before the cook changed.',
    ],
    question: 'Which number or plan am I trusting more than what is in front of me?',
  },
  {
    id: 'regression-to-the-mean',
    title: 'Regression to the mean',
    topic: 'thinking',
    summary: 'Unusually good or bad results tend to be followed by more ordinary ones.',
    explanation: [
      'Any result mixes skill and luck. When a result is extreme, luck probably played a big part, and luck does not repeat on demand, so the next result is likely to be closer to average.',
      'Forgetting this leads to false stories: we credit a change for an improvement that would have happened anyway, or blame one for a dip that was only noise.',
    ],
    examples: [
      'After your worst night of sleep in months, any remedy you try the next night will seem to work.',
      'A team praised after a record month, and scolded after a poor one, seems to respond to scolding — but both months were partly chance.',
    ],
    question: 'Is this result really a change, or just an unusual day that will even out?',
  },
  {
    id: 'survivorship-bias',
    title: 'Survivorship bias',
    topic: 'thinking',
    summary: 'We see the winners who remain, not the many who tried the same thing and vanished.',
    explanation: [
      'When we only study the successes, whatever they have in common looks like the recipe for success, even if the failures did exactly the same things.',
      'A well-known case comes from the Second World War: the statistician Abraham Wald pointed out that the bullet holes on returning planes showed where a plane could be hit and still come home; the armour was needed where the returning planes had no holes.',
    ],
    examples: [
      'Stories of founders who dropped out of college are everywhere; the far larger number of dropouts whose companies failed are never interviewed.',
      '"They don\'t make things like they used to": old furniture still around is the sturdy part that survived; the flimsy pieces were thrown away long ago.',
    ],
    question: 'Who tried this and failed, and what can I learn from them?',
  },
  // Decisions
  {
    id: 'opportunity-cost',
    title: 'Opportunity cost',
    topic: 'decisions',
    summary: 'The real cost of a choice is the best alternative you give up to make it.',
    explanation: [
      'Every hour, euro or bit of attention spent on one thing cannot be spent on another. The price tag shows only part of the cost; the rest is what you could have done instead.',
      'Comparing options against each other, rather than judging each one alone, makes the trade-off visible and helps you say no to things that are good but not the best.',
    ],
    examples: [
      'An evening of scrolling is "free", but its cost is the walk, the call to a friend or the chapter of a book you did not get to.',
      'Money left in a current account costs nothing visible, yet it gives up the interest it could earn in savings.',
    ],
    question: 'What am I giving up by saying yes to this?',
  },
  {
    id: 'sunk-cost',
    title: 'Sunk cost',
    topic: 'decisions',
    summary: 'What you have already spent and cannot recover should not decide what you do next.',
    explanation: [
      'Time, money and effort that are gone are gone whatever you choose now. Yet we often keep going with something only because we have already put so much into it.',
      'A good decision looks forward: from here, which option gives the best future? The past matters only as information about what is likely to happen next.',
    ],
    examples: [
      'You are bored halfway through a long book and keep reading only because you have "already read 300 pages".',
      'You stay for the whole of a terrible film because the ticket was expensive, losing both the money and the evening.',
    ],
    question: 'If I were starting fresh today, would I still choose this?',
  },
  {
    id: 'margin-of-safety',
    title: 'Margin of safety',
    topic: 'decisions',
    summary: 'Leave room for error, because estimates are wrong and surprises happen.',
    explanation: [
      'Engineers design a bridge to carry far more than the heaviest expected load. The investor Benjamin Graham applied the same idea to buying shares: pay well below what you think something is worth, so that a mistake does not ruin you.',
      'In everyday life a margin of safety is the buffer — of time, money or energy — that lets plans survive the things you did not predict.',
    ],
    examples: [
      'You leave for the airport 40 minutes earlier than the map app suggests, so a traffic jam is an annoyance, not a missed flight.',
      'You keep three months of expenses in savings, so a broken boiler or a gap between jobs is not a crisis.',
    ],
    question: 'Where could a small surprise break this plan, and how much buffer do I have?',
  },
  {
    id: 'reversible-decisions',
    title: 'Reversible and irreversible decisions',
    topic: 'decisions',
    summary: 'Decide quickly when you can undo a choice; take your time when you cannot.',
    explanation: [
      'Some decisions are like doors you can walk back through: if they turn out badly, you change course at small cost. Others are one-way: hard or impossible to undo.',
      'Treating every decision as one-way leads to slowness and endless research; treating every decision as two-way leads to costly mistakes. Sort them first, then match the effort to the kind.',
    ],
    examples: [
      'Trying a new morning routine for a week is easy to reverse, so you just start.',
      "Signing a two-year lease or quitting a job deserves a slower look, a night's sleep and a second opinion.",
    ],
    question: 'How hard would this be to undo if it turns out to be wrong?',
  },
  {
    id: 'expected-value',
    title: 'Expected value',
    topic: 'decisions',
    summary: 'Weigh each possible outcome by how likely it is, not just by how good or bad it would be.',
    explanation: [
      'The expected value of a choice is the sum of its outcomes, each multiplied by its probability. It helps compare options where the results are uncertain.',
      'It also shows why a good decision can have a bad outcome and the other way round: judge decisions by what you knew and how you weighed it, not only by how they turned out.',
    ],
    examples: [
      'Applying for a job you have a one-in-ten chance of getting takes an afternoon; if the job would change your year, the bet is well worth it.',
      'An extended warranty costs a fifth of the price for a failure that rarely happens: on average, you lose by buying it.',
    ],
    question: 'What are the likely outcomes here, and how much does each one matter?',
  },
  {
    id: 'regret-minimization',
    title: 'Regret minimization',
    topic: 'decisions',
    summary: 'Picture yourself much older, looking back: which choice would you regret not making?',
    explanation: [
      'Short-term worries — embarrassment, effort, small losses — loom large today and shrink with time. Looking back from far in the future puts them in proportion.',
      'Jeff Bezos described using this frame when deciding to leave a secure job to start Amazon. It works best for big, personal choices where the numbers alone cannot decide.',
    ],
    examples: [
      'You hesitate to sign up for a language course at 50. At 80, you would not regret the fees; you might regret never trying.',
      'You are unsure whether to visit an ageing relative far away. Imagining the years ahead makes the travel cost feel small.',
    ],
    question: 'Looking back in twenty years, which choice will I be glad I made?',
  },
  // Systems
  {
    id: 'pareto-principle',
    title: 'The Pareto principle',
    topic: 'systems',
    summary: 'Often a small share of the causes produces a large share of the results.',
    explanation: [
      "The economist Vilfredo Pareto noticed that about 80% of Italy's land was owned by about 20% of the people. Similar uneven splits turn up in many places, which is why the idea is also called the 80/20 rule.",
      'The exact numbers vary and are not a law. The useful point is that effort and results are rarely spread evenly, so finding the vital few causes is worth more than treating everything alike.',
    ],
    examples: [
      'A handful of your expense categories make up most of your spending; cutting those matters far more than trimming the rest.',
      'Most of the clutter in your home is in a few spots; tidying those makes the whole place feel cleaner.',
    ],
    question: 'Which few things here produce most of the result?',
  },
  {
    id: 'feedback-loops',
    title: 'Feedback loops',
    topic: 'systems',
    summary: 'Results feed back into causes: some loops amplify change, others damp it.',
    explanation: [
      'In a reinforcing loop, more leads to more: a habit you enjoy gets easier, so you do it more, so you enjoy it more. The same loop can spiral downwards.',
      'In a balancing loop, change creates a push back towards a set point, like a thermostat. Seeing which loop you are in tells you whether to expect a snowball or a plateau, and where a small push has a large effect.',
    ],
    examples: [
      "Poor sleep makes you tired, tiredness makes you reach for coffee late in the day, and the coffee spoils the next night's sleep.",
      'Tracking your mood each day shows you patterns, which prompts small changes, which make the tracking itself more rewarding.',
    ],
    question: 'What loop am I in, and where could I break or strengthen it?',
  },
  {
    id: 'bottlenecks',
    title: 'Bottlenecks',
    topic: 'systems',
    summary: 'A process moves only as fast as its slowest step; improve that step first.',
    explanation: [
      'Like the narrow neck of a bottle, one constraint limits how much a whole system can deliver. Speeding up any other step only makes work pile up in front of the bottleneck.',
      "This is the core of Eliyahu Goldratt's theory of constraints: find the constraint, make the most of it, and when it is no longer the limit, look for the next one.",
    ],
    examples: [
      'Your mornings are rushed not because of the shower or breakfast, but because you search for keys and a clean shirt every day.',
      'Buying a faster laptop will not help you write more if the real limit is that you never block time to write.',
    ],
    question: 'What is the one step that limits everything else here?',
  },
  {
    id: 'diminishing-returns',
    title: 'Diminishing returns',
    topic: 'systems',
    summary: 'Past a point, each extra unit of effort brings less benefit than the one before.',
    explanation: [
      'The first hours of practice, the first euros saved, the first changes to a draft make a big difference. Later additions still help, but less each time, and sometimes not at all.',
      'Knowing where returns flatten helps you stop at "good enough" and move your effort to something where it still counts.',
    ],
    examples: [
      'The third proofread of an email catches almost nothing new; the first caught most of the mistakes.',
      'Going from no exercise to three sessions a week changes your health a lot; going from six to seven changes it little.',
    ],
    question: 'Is my next hour on this worth as much as my first one was?',
  },
  {
    id: 'entropy',
    title: 'Entropy',
    topic: 'systems',
    summary: 'Left alone, order tends to drift into disorder; keeping things good takes steady upkeep.',
    explanation: [
      'In physics, entropy describes how energy spreads out and systems move towards disorder. As a metaphor it is a reminder that gardens, homes, friendships and skills decline unless someone tends them.',
      'This is not a reason for gloom but for maintenance: small, regular care is much cheaper than rare, large repairs.',
    ],
    examples: [
      'Ten minutes of tidying each evening keeps a flat in order; skipping it for a month means a whole weekend of cleaning.',
      'A friendship kept up with a short message every few weeks stays warm; one neglected for years needs real effort to revive.',
    ],
    question: 'What am I assuming will stay fine without any upkeep?',
  },
  // Money
  {
    id: 'compounding',
    title: 'Compounding',
    topic: 'money',
    summary: 'Growth that builds on earlier growth starts slowly and then speeds up dramatically.',
    explanation: [
      'With compound interest, you earn returns not only on what you put in but on the returns already earned. At 7% a year, money roughly doubles in about ten years, and doubles again in the next ten.',
      'The same shape applies to knowledge, skills, health and relationships: small, consistent gains pile up. The early years feel unrewarding, which is exactly why starting early and not stopping matter so much.',
    ],
    examples: [
      'Saving a small amount each month from your twenties can end up worth more than larger savings started in your forties.',
      'Reading 20 pages a day is about a dozen books a year, and each one makes the next easier to understand.',
    ],
    question: 'What small thing could I do every day that would grow on itself?',
  },
  {
    id: 'loss-aversion',
    title: 'Loss aversion',
    topic: 'money',
    summary: 'Losses feel roughly twice as painful as equal gains feel good, which skews our choices.',
    explanation: [
      'The psychologists Daniel Kahneman and Amos Tversky found that people weigh a loss more heavily than a gain of the same size. We will take risks to avoid a loss that we would never take to win the same amount.',
      'This makes us hold on to bad investments, keep things we do not use, and refuse fair bets. Naming the bias helps: would you make this choice if it were framed as a gain?',
    ],
    examples: [
      'You keep a share that has fallen for years because selling would "make the loss real".',
      'A free trial turns into a paid subscription you barely use, because cancelling feels like losing something.',
    ],
    question: 'Am I avoiding a loss that would actually be the better choice to accept?',
  },
  {
    id: 'mental-accounting',
    title: 'Mental accounting',
    topic: 'money',
    summary: 'Money is money wherever it came from, yet we treat it differently by the label we give it.',
    explanation: [
      'The economist Richard Thaler described how people sort money into mental jars — salary, bonus, winnings, holiday money — and spend each jar by different rules.',
      'Labels can help, as with a savings pot for a goal. But they also lead to odd choices, such as carrying expensive debt while holding savings that earn little.',
    ],
    examples: [
      'A tax refund feels like "free money" and gets spent on gadgets, though it is simply your own salary returned.',
      'You haggle over a few euros at the market, then add an expensive extra to a car purchase without a thought because it is small next to the total.',
    ],
    question: 'Would I spend this the same way if it came from my regular pay?',
  },
  {
    id: 'hedonic-adaptation',
    title: 'Hedonic adaptation',
    topic: 'money',
    summary: 'We get used to most improvements and setbacks, and return to a familiar level of happiness.',
    explanation: [
      'A new phone, a raise or a bigger home give a lift that fades within months as it becomes normal. Researchers call this the hedonic treadmill.',
      'Experiences, relationships and variety tend to fade more slowly than things. Knowing this helps you spend on what lasts and worry less about what you lack.',
    ],
    examples: [
      'The excitement of a new car fades once it is just how you get to work, while the loan payments stay.',
      'A weekend trip with friends keeps giving joy every time you remember it.',
    ],
    question: 'Will this still make me happier in six months, once I am used to it?',
  },
  // People
  {
    id: 'hanlons-razor',
    title: "Hanlon's razor",
    topic: 'people',
    summary: 'Do not assume bad intent when carelessness, haste or a mistake explains what happened.',
    explanation: [
      'The usual wording is "never attribute to malice that which is adequately explained by stupidity". A kinder reading: most slights come from people who are busy, tired or unaware.',
      'Assuming bad intent makes you defensive and damages relationships; assuming a mistake keeps the door open for a simple fix.',
    ],
    examples: [
      'A colleague leaves you off an email thread. It is more likely they forgot than that they are trying to exclude you.',
      'A driver cuts in front of you. They probably did not see you; it is not a personal attack.',
    ],
    question: 'What is the most innocent explanation for what this person did?',
  },
  {
    id: 'confirmation-bias',
    title: 'Confirmation bias',
    topic: 'people',
    summary: 'We notice and favour what supports what we already believe, and dismiss what does not.',
    explanation: [
      'Our minds search for, remember and interpret information in ways that fit our existing views. It feels like evaluating evidence, but the conclusion came first.',
      'A good antidote is to look deliberately for the strongest argument against your view, or to ask what evidence would change your mind before you look.',
    ],
    examples: [
      'Once you decide a new colleague is lazy, you notice every late arrival and none of the late evenings.',
      'You believe a diet works, so you remember the good weeks and explain away the bad ones.',
    ],
    question: 'What would I expect to see if I were wrong, and have I looked for it?',
  },
  {
    id: 'incentives',
    title: 'Incentives',
    topic: 'people',
    summary: 'People respond to what they are rewarded for, so look at the rewards to understand behaviour.',
    explanation: [
      'Charlie Munger often said that people underrate the power of incentives. When behaviour puzzles you, ask what the person gains or avoids by acting that way.',
      'Incentives also explain why measures go wrong: reward a number and people will improve the number, sometimes at the expense of the thing it was meant to measure.',
    ],
    examples: [
      'A salesperson paid on commission praises the most expensive model; that does not make it the best for you.',
      'If your only goal is a step count, you may pace the corridor at night instead of taking a real walk.',
    ],
    question: 'What is each person here actually rewarded for?',
  },
  {
    id: 'fundamental-attribution-error',
    title: 'Fundamental attribution error',
    topic: 'people',
    summary: "We blame others' character for their mistakes, but blame circumstances for our own.",
    explanation: [
      "When someone else is late, we think they are careless; when we are late, it was the traffic. We see our own situation in detail but only see others' behaviour.",
      'Remembering that others have circumstances too makes us fairer and more curious, and usually closer to the truth.',
    ],
    examples: [
      'The cashier is curt with you, and you decide they are rude — not knowing they are on the tenth hour of a double shift.',
      'A friend cancels plans at the last minute; you later learn their child was ill.',
    ],
    question: 'What situation might explain this behaviour, if it were me?',
  },
  {
    id: 'social-proof',
    title: 'Social proof',
    topic: 'people',
    summary: 'When unsure, we copy what others do — useful, but easy to exploit and easy to get wrong.',
    explanation: [
      'Following the crowd is often sensible: a busy restaurant is probably good. The psychologist Robert Cialdini showed how strongly it shapes behaviour, and how sellers use it with "best-seller" labels and counts of happy customers.',
      'It fails when everyone is copying everyone else and nobody actually knows. Ask whether the crowd has better information than you, or just more confidence.',
    ],
    examples: [
      'You pick the most-reviewed kettle, which is fine; you join a rush to buy a risky investment because friends did, which may not be.',
      'In a group, nobody helps a person who fell, because everyone waits to see what the others do.',
    ],
    question: 'Am I doing this because it is right for me, or because others are doing it?',
  },
  // Learning
  {
    id: 'circle-of-competence',
    title: 'Circle of competence',
    topic: 'learning',
    summary: 'Know the edges of what you truly understand, and be careful outside them.',
    explanation: [
      'Warren Buffett and Charlie Munger describe investing only in businesses they understand. The size of your circle matters less than knowing where its edge is.',
      'Inside your circle you can decide quickly and trust your judgement. Outside it, slow down, ask people who know, or grow the circle deliberately through study and practice.',
    ],
    examples: [
      'You are great with spreadsheets but know nothing about cars, so you bring a mechanic friend to look at a used car.',
      'A doctor gives confident health advice, then repeats a stock tip with the same confidence; only the first is in their circle.',
    ],
    question: 'Do I really understand this, or do I only feel as if I do?',
  },
  {
    id: 'spaced-repetition',
    title: 'Spaced repetition',
    topic: 'learning',
    summary: 'Reviewing something at growing intervals makes it stick far better than cramming.',
    explanation: [
      'In the 1880s Hermann Ebbinghaus measured how quickly we forget new material — fast at first, then more slowly. Each well-timed review resets the curve and makes the next forgetting slower.',
      'So review just as something is starting to fade: after a day, then a few days, then a week or more. Many flash-card apps schedule this for you.',
    ],
    examples: [
      'Learning Italian words, you review new ones tomorrow, again in three days and again next week, instead of twenty times tonight.',
      'After a course, you reread your notes a week later and a month later, and remember far more of it.',
    ],
    question: 'What do I want to remember, and when will I next review it?',
  },
  {
    id: 'feynman-technique',
    title: 'The Feynman technique',
    topic: 'learning',
    summary: 'Explain an idea in plain words, as if to a beginner; the gaps show what you do not understand.',
    explanation: [
      'Named after the physicist Richard Feynman, known for explaining hard ideas simply. Write or say the idea without jargon. Where you get stuck or fall back on big words, you have found a gap.',
      'Go back to the source, fill the gap, and try again until the explanation is simple and complete.',
    ],
    examples: [
      'Before an exam, you explain how interest rates affect house prices to a friend, and discover you cannot say why.',
      'Writing a short note in your own words after reading a chapter shows you which parts you skimmed.',
    ],
    question: 'Could I explain this to a twelve-year-old right now?',
  },
  {
    id: 'deliberate-practice',
    title: 'Deliberate practice',
    topic: 'learning',
    summary: 'Improvement comes from focused practice just beyond your current skill, with quick feedback.',
    explanation: [
      'The psychologist Anders Ericsson studied how experts get better. Simply repeating what you can already do keeps you where you are; progress comes from working on specific weaknesses at the edge of your ability.',
      'Good practice has a clear goal, full attention, immediate feedback and adjustment. It is tiring, so short focused sessions beat long distracted ones.',
    ],
    examples: [
      'Instead of playing a whole song again, a guitarist loops the two bars they keep fumbling, slowly, until they are clean.',
      'A runner adds one interval session a week rather than always running the same comfortable loop.',
    ],
    question: 'What exactly is the weakest part of my skill, and how can I practise just that?',
  },
  {
    id: 'dunning-kruger-effect',
    title: 'The Dunning–Kruger effect',
    topic: 'learning',
    summary: 'With little skill in a field, people tend to overrate how good they are at it.',
    explanation: [
      "The psychologists David Dunning and Justin Kruger found that people who scored lowest on tests of a skill tended to overestimate their score the most: the knowledge needed to do well is also needed to see one's mistakes.",
      'The lesson is not that others are foolish but that confidence is a poor guide when you are new to something. Seek feedback and compare your work with a good standard.',
    ],
    examples: [
      'After two cooking videos, you feel ready to cater a dinner party; after a year of cooking, you see how much you still do not know.',
      'A beginner driver feels confident sooner than a driving instructor would.',
    ],
    question: 'Where might my confidence be ahead of my actual skill?',
  },
];

/** Every lesson id, for the schemas that accept only known ones. */
export const lessonIds: ReadonlySet<string> = new Set(lessonLibrary.map((lesson) => lesson.id));

const byId = new Map(lessonLibrary.map((lesson) => [lesson.id, lesson]));
export const findLesson = (id: string): Lesson | undefined => byId.get(id);
