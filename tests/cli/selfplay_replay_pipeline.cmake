# End to end with the real binary: selfplay writes save files, replay reproduces each game's
# scores, two traces of a game are byte-identical with one line per action + 1, and a
# tampered save exits 1.   cmake -DCLI=<binary> -DWORK_DIR=<dir> -P selfplay_replay_pipeline.cmake
cmake_minimum_required(VERSION 3.25) # string(JSON), current list policies
function(run_checked out_var)
    execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code STREQUAL "0")
        message(FATAL_ERROR "${ARGN}: exit ${code}\n${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
run_checked(games selfplay --players 4 --games 3 --seed 7 --jsonl --save-dir "${WORK_DIR}/saves")
string(STRIP "${games}" games)
string(REPLACE "\n" ";" lines "${games}")
list(LENGTH lines count)
if(NOT count EQUAL 4) # 3 games and the summary
    message(FATAL_ERROR "expected 4 lines:\n${games}")
endif()

foreach(game RANGE 2)
    list(GET lines ${game} line)
    set(save "${WORK_DIR}/saves/game-00000${game}.json")

    run_checked(result replay "${save}")
    foreach(seat RANGE 3)
        string(JSON expected GET "${line}" scores ${seat})
        string(JSON actual GET "${result}" scores ${seat} total)
        if(NOT expected EQUAL actual)
            message(FATAL_ERROR "game ${game} seat ${seat}: selfplay ${expected}, replay ${actual}")
        endif()
    endforeach()

    run_checked(first replay "${save}" --trace --legal)
    run_checked(second replay "${save}" --trace --legal)
    if(NOT first STREQUAL second)
        message(FATAL_ERROR "game ${game}: two traces differ")
    endif()
    string(JSON actions GET "${line}" actions)
    string(REGEX MATCHALL "\n" newlines "${first}")
    list(LENGTH newlines trace_lines)
    math(EXPR expected_lines "${actions} + 1")
    if(NOT trace_lines EQUAL expected_lines)
        message(FATAL_ERROR "game ${game}: ${trace_lines} trace lines for ${actions} actions")
    endif()
endforeach()

# A pass among the first emissary placements is never legal.
file(READ "${WORK_DIR}/saves/game-000000.json" save_text)
string(JSON tampered SET "${save_text}" actions 5 "\"pass\"")
file(WRITE "${WORK_DIR}/tampered.json" "${tampered}")
execute_process(COMMAND "${CLI}" replay "${WORK_DIR}/tampered.json"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "1" OR NOT err MATCHES "^error: action 6 \\(\"pass\"\\): ")
    message(FATAL_ERROR "tampered save: exit ${code}, stderr ${err}")
endif()
